import {
  newsletterHeaderStyleLabels,
  newsletterHeaderStyles,
  newsletterWidths,
} from '../../../../content-engine/shared/newsletters/constants.ts';
import { newsletterFonts } from '../../../../content-engine/shared/newsletters/template-schema.ts';
import { PathField } from '../../../shared/ui/forms/PathField.tsx';

const fonts = newsletterFonts.map((font) => ({ value: font, label: font.split(',')[0]! }));
const widths = newsletterWidths.map((width) => ({ value: width, label: `${width} px` }));
const headerStyles = newsletterHeaderStyles.map((style) => ({
  value: style,
  label: `${style}: ${newsletterHeaderStyleLabels[style]}`,
}));
const colourHint = 'A hex colour such as #1a2b3c; empty for none.';

/** General: name, description, the newsletter its subscribers are, the legacy product id, preheader. */
export function GeneralSection({
  newsletters,
  locked,
}: {
  newsletters: readonly { id: string; title: string }[];
  locked: boolean;
}) {
  const options = [{ value: '', label: 'No newsletter' }, ...newsletters.map((n) => ({ value: n.id, label: n.title }))];
  return (
    <fieldset>
      <legend>General</legend>
      <PathField name="name" label="Name" disabled={locked} />
      <PathField name="description" label="Description" kind="textarea" disabled={locked} />
      <PathField
        name="newsletterId"
        label="Newsletter"
        options={options}
        disabled={locked}
        hint="Its subscribers receive the campaigns (Newsletter settings list the enabled newsletters)."
      />
      <PathField
        name="legacyNewsletterProductId"
        label="Legacy newsletter product id"
        kind="optional-int"
        disabled={locked}
      />
      <PathField name="preheaderBlurb" label="Preheader blurb" hint="The preview text inboxes show." />
    </fieldset>
  );
}

export function StylesSection() {
  return (
    <fieldset>
      <legend>Styles</legend>
      <PathField name="styles.width" label="Width" options={widths} />
      <PathField name="styles.backgroundColor" label="Background colour" kind="colour" hint={colourHint} />
      <PathField name="styles.contentBackgroundColor" label="Content background colour" kind="colour" />
      <PathField name="styles.textColor" label="Text colour" kind="colour" />
      <PathField name="styles.linkColor" label="Link colour" kind="colour" />
      <PathField name="styles.accentColor" label="Accent colour" kind="colour" />
      <PathField name="styles.fontFamily" label="Font" options={fonts} />
      <PathField name="styles.headingFontFamily" label="Heading font" options={fonts} />
      <PathField name="styles.baseFontSize" label="Base font size (px)" kind="int" />
    </fieldset>
  );
}

export function GridTitleSection() {
  return (
    <fieldset>
      <legend>Grid title styles</legend>
      <PathField name="gridTitleStyles.textColor" label="Title text colour" kind="colour" hint={colourHint} />
      <PathField name="gridTitleStyles.backgroundColor" label="Title background colour" kind="colour" />
      <PathField name="gridTitleStyles.borderColor" label="Title border colour" kind="colour" />
      <PathField name="gridTitleStyles.fontSize" label="Title size (px)" kind="int" />
      <PathField name="gridTitleStyles.uppercase" label="Titles in capitals" kind="checkbox" />
    </fieldset>
  );
}

export function HeaderSection() {
  return (
    <fieldset>
      <legend>Header</legend>
      <PathField name="header.headerStyle" label="Header style" options={headerStyles} />
      <PathField name="header.tagLine" label="Tag line" />
      <PathField name="header.link" label="Header link" hint="A URL (https://…) or a path starting with /." />
      <PathField name="header.image" label="Header image URL" hint="Style 1: full width; style 2: split." />
      <PathField name="header.imageAlt" label="Header image alt text" />
      <PathField name="header.logo" label="Logo URL" hint="Style 3, and beside the split image of style 2." />
      <PathField name="header.logoAlt" label="Logo alt text" />
      <PathField name="header.backgroundColor" label="Header background colour" kind="colour" />
      <PathField name="header.textColor" label="Header text colour" kind="colour" />
      <PathField name="header.borderColor" label="Header border colour" kind="colour" />
      <PathField name="header.borderWidth" label="Header border width (px)" kind="int" />
    </fieldset>
  );
}

export function DeploymentSection() {
  return (
    <fieldset>
      <legend>Deployment settings</legend>
      <PathField name="deploymentSettings.defaultSubject" label="Default subject" />
      <PathField
        name="deploymentSettings.defaultFrom"
        label="Default from"
        hint="Name <address> or an address; empty: the site's sender."
      />
      <PathField name="deploymentSettings.replyTo" label="Reply-To" kind="email" />
      <PathField name="deploymentSettings.deploymentTypeId" label="Deployment type id" kind="optional-int" />
      <PathField name="deploymentSettings.queryName" label="Query name" />
      <PathField name="deploymentSettings.outputCriteria" label="Output criteria" />
      <PathField name="deploymentSettings.billingCategoryCode" label="Billing category code" />
    </fieldset>
  );
}
