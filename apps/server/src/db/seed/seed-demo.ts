import type { AppDeps } from '../../app-deps.js'
import { seedAbout } from './about.js'
import { seedBanners } from './banners.js'
import { seedEvents } from './calendar-events.js'
import { dayIn } from './clock.js'
import { MenuIds, type SeedContext } from './context.js'
import { seedFacilities } from './facilities.js'
import { renderPool, saveMedia } from './media.js'
import { seedConferences } from './conferences.js'
import { seedMenuTree } from './menu-tree.js'
import { NameBook } from './names.js'
import { seedNews, seedNotices, seedProcurement, seedVideos } from './news.js'
import { seedPapers } from './papers.js'
import { seedPersonnel } from './personnel.js'
import { Random } from './random.js'
import { seedRecruitment } from './recruitment.js'
import { seedServiceOffice } from './service-office.js'
import { seedTeams } from './teams.js'

/** Every draw of the demo content starts from this seed, so all installations show the same site. */
const SEED = 'ibr-demo-v1'

/**
 * Fills an empty, migrated database with the bilingual demo content. Dates are relative to now (news
 * of the last eighteen months, events around the current month), in the institute's time zone.
 * Everything is written in one transaction: a failure leaves no half-filled site behind. Pictures are
 * rendered and their blobs stored before it opens, so the transaction itself is short.
 */
export async function seedDemo(deps: AppDeps): Promise<void> {
  const pool = await renderPool()
  // A blob without a row is harmless (the same bytes are reused next time); a row without a blob is not.
  for (const bytes of [...Object.values(pool.pictures).flat(), pool.video]) await deps.store.put(bytes)

  const now = new Date()
  const tz = deps.config.timeZone
  await deps.db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      tz,
      now,
      today: dayIn(now, tz),
      product: deps.config.product,
      media: await saveMedia(trx, deps.store, pool),
      menus: new MenuIds(),
      names: new NameBook(new Random(`${SEED}:names`)),
      rng: (label) => new Random(`${SEED}:${label}`),
    }
    await seedMenuTree(ctx)
    const teams = await seedTeams(ctx)
    await seedFacilities(ctx)
    await seedPapers(ctx, teams)
    const newsIds = await seedNews(ctx, teams)
    await seedNotices(ctx)
    await seedVideos(ctx)
    await seedEvents(ctx, teams)
    await seedProcurement(ctx)
    await seedPersonnel(ctx, teams)
    await seedRecruitment(ctx)
    await seedAbout(ctx, teams)
    await seedConferences(ctx, teams)
    await seedBanners(ctx, newsIds)
    await seedServiceOffice(ctx)
  })
}
