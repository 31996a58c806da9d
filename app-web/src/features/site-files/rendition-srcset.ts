import type { SiteFilesClient } from "@vitrine/adapter-http/client"

/**
 * The `srcset` of an image file's renditions (EDITOR-010): each width's address with its `w`
 * descriptor, so the browser picks the one its screen needs; the upload's preview and the list's
 * thumbnails both draw from it.
 *
 * @example
 * renditionSrcset(client, "f-9", [100, 300]) // "/api/site-files/f-9/renditions/100 100w,/api/site-files/f-9/renditions/300 300w"
 */
export const renditionSrcset = (
  client: Pick<SiteFilesClient, "renditionUrl">,
  fileId: string,
  widths: readonly number[],
): string => widths.map((width) => `${client.renditionUrl(fileId, width)} ${width}w`).join(",")
