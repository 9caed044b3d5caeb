// The helpdesk module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { replyMail } from './helpdesk-mail.js'
export { helpdeskRepository } from './helpdesk-repository.js'
export { helpdeskRoutes } from './helpdesk-routes.js'
export { inboxRoutes } from './inbox-routes.js'
export { inboxService, type InboxService } from './inbox-service.js'
