import { PathListField } from '../../../shared/ui/forms/PathListField.tsx';
import { PathField } from '../../../shared/ui/forms/PathField.tsx';

const linkFields = [
  { key: 'label', label: 'Label' },
  { key: 'href', label: 'Link' },
] as const;
const networks = ['Facebook', 'Instagram', 'Linkedin', 'Twitter', 'Youtube', 'Pinterest', 'Other'].map((n) => ({
  value: n,
  label: n,
}));

export function FooterSection() {
  return (
    <fieldset>
      <legend>Footer</legend>
      <PathField name="footer.backgroundColor" label="Footer background colour" kind="colour" />
      <PathField name="footer.textColor" label="Footer text colour" kind="colour" />
      <PathField name="footer.linkColor" label="Footer link colour" kind="colour" />
      <PathField
        name="footer.alignment"
        label="Footer alignment"
        options={[
          { value: 'center', label: 'Centre' },
          { value: 'left', label: 'Left' },
        ]}
      />
      <PathField
        name="footer.socialIconSet"
        label="Social icons"
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
          { value: 'color', label: 'Colour' },
        ]}
      />
      <PathListField
        name="footer.navBarLinks"
        legend="Navigation bar links"
        noun="Navigation link"
        fields={linkFields}
        empty={{ label: '', href: '' }}
      />
      <PathListField
        name="footer.imageBar"
        legend="Image bar"
        noun="Image"
        fields={[
          { key: 'src', label: 'Image URL' },
          { key: 'alt', label: 'Alt text' },
          { key: 'href', label: 'Link' },
        ]}
        empty={{ src: '', alt: '', href: '' }}
      />
      <PathListField
        name="footer.subscriptionLinks"
        legend="Subscription links"
        noun="Subscription link"
        fields={linkFields}
        empty={{ label: '', href: '' }}
      />
      <PathListField
        name="footer.informationLinks"
        legend="Information links"
        noun="Information link"
        fields={linkFields}
        empty={{ label: '', href: '' }}
      />
      <PathField name="footer.safeSenderInfo" label="Safe sender information" kind="textarea" />
      <PathField name="footer.postalAddress" label="Postal address" kind="textarea" rows={3} />
    </fieldset>
  );
}

export function SocialLinksSection({ locked }: { locked: boolean }) {
  return (
    <PathListField
      name="socialLinks"
      legend="Social links"
      noun="Social link"
      disabled={locked}
      fields={[
        { key: 'network', label: 'Network', options: networks },
        { key: 'url', label: 'URL' },
      ]}
      empty={{ network: 'Facebook', url: '' }}
    />
  );
}

export function TestersSection({ locked }: { locked: boolean }) {
  return (
    <PathListField
      name="defaultTesters"
      legend="Default testers"
      noun="Tester"
      disabled={locked}
      fields={[
        { key: 'firstName', label: 'First name' },
        { key: 'lastName', label: 'Last name' },
        { key: 'emailAddress', label: 'E-mail address', kind: 'email' },
      ]}
      empty={{ firstName: '', lastName: '', emailAddress: '' }}
    />
  );
}
