import { useEffect, useState } from 'react';
import { buildUpdateCheckMs, deployedAdminVersion, loadedAdminVersion } from './build-update.ts';

/**
 * Every hour, asks the server which admin build it serves; when it is not the one this tab
 * loaded (a deploy), offers to reload — the tab keeps working meanwhile, and a screen whose
 * chunk is gone reloads by itself (chunk-reload.ts).
 */
export function BuildUpdatePrompt() {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const loaded = loadedAdminVersion();
    if (!loaded) return;
    const timer = window.setInterval(() => {
      void deployedAdminVersion().then((deployed) => {
        if (deployed && deployed !== loaded) setAvailable(true);
      });
    }, buildUpdateCheckMs);
    return () => window.clearInterval(timer);
  }, []);
  if (!available) return null;
  return (
    <div className="build-update" role="status">
      <span>A new version of the admin is available.</span>{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>{' '}
      <button type="button" onClick={() => setAvailable(false)}>
        Later
      </button>
    </div>
  );
}
