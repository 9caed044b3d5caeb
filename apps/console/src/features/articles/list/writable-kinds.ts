import { EDITABLE_KINDS, isAdmin, isSuperUserType, type SectionOption, type StaffUser } from '@ibr/contract/staff-client'

type Kind = (typeof EDITABLE_KINDS)[number]

/**
 * The kinds this person may create, in the picker's order: the kinds of the sections they may write
 * in. Administrators may save any kind anywhere (a home-page highlight needs no section at all), so
 * the server would refuse nobody else's choice; everyone else would only learn at Save.
 */
export function writableKinds(
  sections: readonly Pick<SectionOption, 'kind' | 'write'>[],
  user: Pick<StaffUser, 'roles' | 'userType'> | null,
): Kind[] {
  if (user && (isAdmin(user.roles) || isSuperUserType(user.userType))) return [...EDITABLE_KINDS]
  const here = new Set(sections.flatMap((s) => (s.write && s.kind ? [s.kind] : [])))
  return EDITABLE_KINDS.filter((kind) => here.has(kind))
}
