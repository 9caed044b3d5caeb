// The mail module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { MAIL_SEND_JOB, mailJobs } from './mail-jobs.js'
export { mailRoutes } from './mail-routes.js'
export { countUnsentMail, mailService, type MailService, type OutgoingMail } from './mail-service.js'
