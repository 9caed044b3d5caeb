import Type, { type Static } from 'typebox'
import { body, Id, NullableText, OneOf } from './common.js'

export const IMAGE_TYPES = ['top', 'venue', 'review'] as const

export const ImageUrlBody = body({
  menuId: Type.Optional(Id),
  type: Type.Optional(OneOf(IMAGE_TYPES, 'top (banners, default), venue or review')),
})
export const ImageItem = Type.Object({
  id: Type.Integer({ description: 'image entry id' }),
  url: Type.String({ description: 'image address (/file/image/{id}); add ?w= for a resized copy' }),
  title: Type.String({ description: 'caption and alt text in the requested language' }),
  link: NullableText('where a click leads, when anywhere'),
  width: Type.Integer({ description: 'original width in pixels' }),
  height: Type.Integer({ description: 'original height in pixels' }),
})
export type ImageItem = Static<typeof ImageItem>
export const ImageUrlRet = Type.Object({
  imageList: Type.Array(ImageItem, { description: "in display order; without menuId, the home page's banners" }),
})
export type ImageUrlRet = Static<typeof ImageUrlRet>
