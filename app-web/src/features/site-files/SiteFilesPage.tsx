import { createSiteFilesClient, type SiteFileList, type SiteFilesClient } from "@vitrine/adapter-http/client"
import { type FileJobView, justUploaded, type ListedSiteFile } from "@vitrine/core/files"
import { useState } from "react"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { FileRow } from "./FileRow.tsx"
import { FILES_TEXT } from "./files-text.ts"
import { type JobTiming, UploadForm } from "./UploadForm.tsx"
import { useListedJobs } from "./use-listed-jobs.ts"

// The browser's client, made once; tests hand their own.
const browserFilesClient = madeOnce(createSiteFilesClient)

/**
 * The admin's file manager (`/admin/files`, `site.manage`; EDITOR-002): the upload, and the site's
 * files newest first with their thumbnail (an image's, from its renditions; else its state or an
 * icon by type), name, type, size and upload date, each renamed in place or deleted after a
 * confirmation. Loading, empty and failed (with Retry) states; the last change is announced. A
 * file just uploaded joins the list with its job queued, and its row follows the job the upload
 * follows (its thumbnail appears when processing completes); a row listed while its job was still
 * going is followed too (`useListedJobs`).
 *
 * @example
 * <SiteFilesPage />
 */
export const SiteFilesPage = (props: {
  readonly client?: SiteFilesClient
  readonly jobTiming?: JobTiming
}) => {
  const client = props.client ?? browserFilesClient()
  return (
    <LoadedAdminScreen
      title={FILES_TEXT.title}
      loading={FILES_TEXT.loading}
      load={() => client.list()}
      loadKey="site-files"
      className="site-admin site-files"
    >
      {(list) => <LoadedFiles client={client} list={list} jobTiming={props.jobTiming} />}
    </LoadedAdminScreen>
  )
}

const LoadedFiles = ({
  client,
  list,
  jobTiming,
}: {
  client: SiteFilesClient
  list: SiteFileList
  jobTiming: JobTiming | undefined
}) => {
  const [files, setFiles] = useState<readonly ListedSiteFile[]>(list.files)
  const [announced, setAnnounced] = useState("")
  const showJob = (job: FileJobView) =>
    setFiles((kept) => kept.map((one) => (one.id === job.fileId ? { ...one, job } : one)))
  useListedJobs(client, list.files, showJob, jobTiming)
  return (
    <>
      <UploadForm
        client={client}
        maxSize={list.maxSize}
        {...(jobTiming ? { jobTiming } : {})}
        onUploaded={(file, jobId) => setFiles((kept) => [justUploaded(file, jobId), ...kept])}
        onJob={showJob}
      />
      <section className="settings-form" aria-labelledby="file-list-heading">
        <h2 id="file-list-heading">{FILES_TEXT.listHeading}</h2>
        {files.length === 0 ? (
          <p>{FILES_TEXT.empty}</p>
        ) : (
          <table className="file-table">
            <thead>
              <tr>
                <th scope="col">{FILES_TEXT.columns.preview}</th>
                <th scope="col">{FILES_TEXT.columns.name}</th>
                <th scope="col">{FILES_TEXT.columns.type}</th>
                <th scope="col">{FILES_TEXT.columns.size}</th>
                <th scope="col">{FILES_TEXT.columns.uploaded}</th>
                <th scope="col">{FILES_TEXT.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <FileRow
                  key={file.id}
                  client={client}
                  file={file}
                  onRenamed={(renamed) => {
                    setFiles((kept) =>
                      kept.map((one) => (one.id === renamed.id ? { ...one, ...renamed } : one)),
                    )
                    setAnnounced(FILES_TEXT.renamed(renamed.fileName))
                  }}
                  onDeleted={(gone) => {
                    setFiles((kept) => kept.filter((one) => one.id !== gone.id))
                    setAnnounced(FILES_TEXT.deleted(gone.fileName))
                  }}
                />
              ))}
            </tbody>
          </table>
        )}
        <p role="status" className="settings-status">
          {announced}
        </p>
      </section>
    </>
  )
}
