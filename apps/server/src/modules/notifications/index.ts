// The notifications module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { notificationsRoutes } from './notifications-routes.js'
export { notificationJobs, notificationService, type NotificationService } from './notifications-service.js'
export { notify } from './notify.js'
