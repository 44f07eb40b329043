import { defaultAppName } from '@church/api/lib/app-name'
import { appIconPath, readPictureAddress } from '@church/api/lib/picture-address'
import type { SiteConfigInput } from '@church/api/models/site-config'
import { type Control, type UseFormRegisterReturn, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { TextSetting } from '../../components/settings-fields'

type Values = v.InferInput<typeof SiteConfigInput>

/**
 * The name under the app icon (empty: one made from the church name, shown as the box's placeholder),
 * and, where the logo is used for the icon, how a phone's home screen will show it.
 */
export function AppIconSetting({
  control,
  field,
  error,
}: {
  control: Control<Values, unknown, SiteConfigInput>
  field: UseFormRegisterReturn
  error: string | undefined
}) {
  const [churchName, appName, logoUrl, logoAppIcon] = useWatch({ control, name: ['churchName', 'appName', 'logoUrl', 'logoAppIcon'] })
  const made = defaultAppName(churchName ?? '')
  const logo = logoAppIcon ? readPictureAddress(logoUrl ?? '') : null
  return (
    <>
      <TextSetting
        label="Name Under the App Icon"
        field={field}
        error={error}
        hint={`On the home screen of phones that add the website; about 12 characters fit. Leave empty for “${made}”.`}
        placeholder={made}
      />
      {logoAppIcon ? (
        logo ? (
          <figure className="flex flex-col items-start">
            <figcaption className="label-base">On a home screen</figcaption>
            <div className="flex w-32 flex-col items-center gap-1.5 rounded-xl bg-slate-700 px-3 py-3" data-testid="app-icon-preview">
              <img src={appIconPath(logo.stem, 180)} alt="" width={60} height={60} className="rounded-2xl" />
              <span className="w-full truncate text-center text-xs text-white">{appName || made}</span>
            </div>
          </figure>
        ) : (
          <p className="text-sm text-amber-800 sm:col-span-2" role="status">
            Upload a logo above to use it for the app icon; until then the site's own icon is used.
          </p>
        )
      ) : null}
    </>
  )
}
