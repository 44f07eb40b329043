/**
 * A counter that moves whenever public content may have changed in this process (an admin
 * write, a YouTube sync). Caches of public reads compare against it (plugins/public-cache.ts).
 */
let version = 0

export const contentVersion = () => version
export const contentChanged = () => {
  version++
}
