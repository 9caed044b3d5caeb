// The calendar module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { calendarRoutes } from './calendar-routes.js'
export { type CalendarEventRow, calendarService } from './calendar-service.js'
