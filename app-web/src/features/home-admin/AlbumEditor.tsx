import { isAudioType } from "@vitrine/core/files"
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGE,
  type AlbumTrack,
  canAddTrack,
  type HomeBlock,
  moved,
  withTrackAdded,
} from "@vitrine/core/site"
import { useId } from "react"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { FILES_ADMIN_PATH } from "../../router/routes.ts"
import { Field } from "./Field.tsx"
import { useHomeClient } from "./HomeClientContext.tsx"
import { AddButton, ItemActions } from "./ItemActions.tsx"
import { HOME_TEXT } from "./text.ts"

type Album = Extract<HomeBlock, { kind: "album" }>

/**
 * An album block's fields: its title and its tracks in order (at most 60, CONST-004), each a title
 * and an audio file of the file manager, moved, removed and added; at 60 the add button says why it
 * does nothing. The audio files load once (loading, a failure with Retry, none yet with a link to
 * Files).
 *
 * @example
 * <AlbumEditor block={album} path="sections.0.blocks.0" errors={{}} onChange={set} />
 */
export const AlbumEditor = (props: {
  block: Album
  path: string
  errors: Readonly<Record<string, string>>
  onChange: (block: HomeBlock) => void
}) => {
  const { block, path, errors, onChange } = props
  const client = useHomeClient()
  const id = useId()
  const [files, retry] = useLoad(() => client.files(), "home-album-files")
  const audio = files.status === "ready" ? files.value.files.filter((file) => isAudioType(file.type)) : []
  const tracks = (next: ReadonlyArray<AlbumTrack>) => onChange({ ...block, tracks: [...next] })
  const full = !canAddTrack(block.tracks)
  return (
    <>
      <Field
        label={HOME_TEXT.albumTitle}
        field={`${path}.title`}
        errors={errors}
        control={(control) => (
          <input
            {...control}
            value={block.title}
            maxLength={ALBUM_LIMITS.title}
            onChange={(event) => onChange({ ...block, title: event.target.value })}
          />
        )}
      />
      <p id={`${id}-count`} className="settings-hint" aria-live="polite">
        {HOME_TEXT.tracks(block.tracks.length)}
      </p>
      {errors[`${path}.tracks`] && (
        <p className="alert alert-inline" role="alert">
          {errors[`${path}.tracks`]}
        </p>
      )}
      {files.status === "loading" && <p className="settings-hint">{HOME_TEXT.loadingFiles}</p>}
      {(files.status === "error" || files.status === "not-found") && (
        <p className="alert alert-inline" role="alert">
          {files.status === "error" ? files.message : HOME_TEXT.noAudio}{" "}
          <button type="button" className="button button-secondary" onClick={retry}>
            {HOME_TEXT.retry}
          </button>
        </p>
      )}
      {files.status === "ready" && audio.length === 0 && (
        <p className="settings-hint">
          {HOME_TEXT.noAudio} <Link href={FILES_ADMIN_PATH}>{HOME_TEXT.filesLink}</Link>
        </p>
      )}
      {block.tracks.length === 0 ? (
        <p className="empty">{HOME_TEXT.noTracks}</p>
      ) : (
        <ol className="home-editor-tracks" aria-describedby={`${id}-count`}>
          {block.tracks.map((track, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tracks have no id; the place is the identity.
            <li key={at}>
              <fieldset>
                <legend>{HOME_TEXT.newTrack(at)}</legend>
                <Field
                  label={HOME_TEXT.trackTitle}
                  field={`${path}.tracks.${at}.title`}
                  errors={errors}
                  control={(control) => (
                    <input
                      {...control}
                      value={track.title}
                      maxLength={ALBUM_LIMITS.title}
                      onChange={(event) =>
                        tracks(
                          block.tracks.map((each, i) =>
                            i === at ? { ...each, title: event.target.value } : each,
                          ),
                        )
                      }
                    />
                  )}
                />
                <Field
                  label={HOME_TEXT.trackFile}
                  field={`${path}.tracks.${at}.fileId`}
                  errors={errors}
                  control={(control) => (
                    <select
                      {...control}
                      value={track.fileId}
                      onChange={(event) =>
                        tracks(
                          block.tracks.map((each, i) =>
                            i === at ? { ...each, fileId: event.target.value } : each,
                          ),
                        )
                      }
                    >
                      <option value="">{HOME_TEXT.chooseFile}</option>
                      {track.fileId !== "" && !audio.some((file) => file.id === track.fileId) && (
                        <option value={track.fileId}>{track.fileId}</option>
                      )}
                      {audio.map((file) => (
                        <option key={file.id} value={file.id}>
                          {file.fileName}
                        </option>
                      ))}
                    </select>
                  )}
                />
                <ItemActions
                  name={HOME_TEXT.track(at)}
                  index={at}
                  count={block.tracks.length}
                  onMove={(by) => tracks(moved(block.tracks, at, by))}
                  onRemove={() => tracks(block.tracks.filter((_, i) => i !== at))}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <AddButton
        label={HOME_TEXT.addTrack}
        full={full}
        fullMessage={ALBUM_MESSAGE.full}
        onAdd={() =>
          tracks(withTrackAdded(block.tracks, { title: HOME_TEXT.newTrack(block.tracks.length), fileId: "" }))
        }
      />
    </>
  )
}
