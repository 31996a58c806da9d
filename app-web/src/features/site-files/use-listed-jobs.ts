import { followFileJob, type SiteFilesClient } from "@vitrine/adapter-http/client"
import { FINISHED_JOB_STATES, type FileJobView, type ListedSiteFile } from "@vitrine/core/files"
import { useEffect } from "react"
import type { JobTiming } from "./UploadForm.tsx"

/**
 * Follows the jobs still going when the list was read (queued or running, not abandoned: an image
 * uploaded in another tab, or just before a reload), telling `onJob` each view read, so those rows
 * show their thumbnail when processing ends as an upload's row does — the same polling as an
 * upload's (`followFileJob`, `JOB_POLL` unless `timing` is given), stopped when the list goes.
 *
 * @example
 * useListedJobs(client, list.files, (job) => setJob(job), jobTiming)
 */
export const useListedJobs = (
  client: SiteFilesClient,
  listed: readonly ListedSiteFile[],
  onJob: (job: FileJobView) => void,
  timing: JobTiming | undefined,
) => {
  // Once, for the list as it was read: rows added later (uploads) are followed by their upload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the jobs of the list as first read
  useEffect(() => {
    const controller = new AbortController()
    for (const file of listed)
      if (file.job !== null && !FINISHED_JOB_STATES.has(file.job.state) && !file.job.abandoned)
        void followFileJob(client, file.job.id, {
          signal: controller.signal,
          onJob,
          ...(timing ? { timing } : {}),
        })
    return () => controller.abort()
  }, [])
}
