import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { useThemeSettings } from './api/theme-settings.ts';
import { minimumContrast, themeColors } from './theme-colors.ts';
import './color-test.css';

/**
 * /admin/color-test: the managed site's theme colours from its settings, each as a swatch with its
 * hex value and the WCAG contrast ratio of white and of black text on it; a pair below 4.5:1 is
 * flagged in words. Dev tools: manage_modules.
 */
export default function ColorTestPage() {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <ColorTest />
    </RequirePermission>
  );
}

function Ratio({ ratio }: { ratio: number }) {
  const low = ratio < minimumContrast;
  return (
    <td className={low ? 'contrast-low' : undefined}>
      {ratio.toFixed(2)}:1{low && <strong> · below {minimumContrast}:1</strong>}
    </td>
  );
}

function ColorTest() {
  const { settings, loading, error } = useThemeSettings();
  const colors = settings ? themeColors(settings) : [];
  const low = colors.filter((c) => c.onWhiteText < minimumContrast && c.onBlackText < minimumContrast).length;
  return (
    <PageWrapper title="Color Test">
      {loading && <p role="status">Loading…</p>}
      {error && <p role="alert">The site settings could not be loaded: {error}</p>}
      {settings && (
        <>
          <p role="status">
            {colors.length} colours. White or black text needs a contrast of at least {minimumContrast}:1 (WCAG AA).
            {low > 0 && ` ${low} of them reach it with neither.`}
          </p>
          <table className="data-table color-test">
            <caption>Theme colours of this site</caption>
            <thead>
              <tr>
                <th scope="col">Setting</th>
                <th scope="col">Swatch</th>
                <th scope="col">Hex</th>
                <th scope="col">White text</th>
                <th scope="col">Black text</th>
              </tr>
            </thead>
            <tbody>
              {colors.map((color) => (
                <tr key={color.label}>
                  <th scope="row">{color.label}</th>
                  <td>
                    <span
                      className="swatch"
                      role="img"
                      aria-label={`Swatch of ${color.hex}`}
                      style={{ background: color.hex }}
                    />
                  </td>
                  <td>
                    <code>{color.hex}</code>
                  </td>
                  <Ratio ratio={color.onWhiteText} />
                  <Ratio ratio={color.onBlackText} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </PageWrapper>
  );
}
