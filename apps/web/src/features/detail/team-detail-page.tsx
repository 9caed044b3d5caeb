// The team page lives with the team section it belongs to (its cards, contacts and texts); this
// module stays the route's entry point so the page keeps its own lazy chunk.
export { TeamDetailPage } from '../team/detail/team-detail-page'
