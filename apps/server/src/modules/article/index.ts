// The article module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { TEMPLATE_LIST } from './article-list-repository.js'
export { articleRoutes } from './article-routes.js'
export { articleService, type ArticleService, checkCategory, type DetailRow, resolveSection } from './article-service.js'
export { KEYWORD_BOUND } from './keyword-list.js'
