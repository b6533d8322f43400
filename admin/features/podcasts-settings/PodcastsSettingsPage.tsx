import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { saveSettingsGroup, useSettingsGroup } from '../../shared/api/site-settings-group.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { ReadOnlyNote } from '../../shared/ui/ReadOnlyNote.tsx';
import { getImage } from './api/get-image.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { podcastLinks, toFormValues, toGroupValue, type PodcastFormValues } from './podcast-form-values.ts';
import { linkRule as urlRule } from '../../shared/ui/forms/link-rule.ts';

const emptyPodcast: PodcastFormValues = {
  url: '',
  title: '',
  image: [],
  description: '',
  links: { apple: '', spotify: '', iheart: '', podbean: '' },
};

/**
 * /admin/podcasts-settings: the site's podcast show (url, title, image, description and its Apple,
 * Spotify, iHeart and Podbean links), shown above the episodes of the site's podcasts blocks.
 */
export default function PodcastsSettingsPage() {
  return (
    <RequirePermission permissions={['manage_site_settings', 'view_site_settings']}>
      <PodcastsSettings />
    </RequirePermission>
  );
}

function PodcastsSettings() {
  const canSave = useHasPermission(['manage_site_settings']);
  const { value: podcast, loading } = useSettingsGroup('podcast');
  const form = useForm<PodcastFormValues>({ defaultValues: emptyPodcast });
  const { register, formState, control } = form;
  const descriptionId = useId();
  useEffect(() => {
    if (!podcast) return;
    let current = true;
    const [imageId] = podcast.image;
    void (imageId === undefined ? Promise.resolve(null) : getImage(imageId).catch(() => null)).then(
      (image) => current && form.reset(toFormValues(podcast, image)),
    );
    return () => {
      current = false;
    };
  }, [podcast, form]);

  const save = form.handleSubmit(async (values) => {
    try {
      await saveSettingsGroup('podcast', toGroupValue(values));
      form.reset(values);
      notify.success('Podcast settings saved. The site updates in a moment.');
    } catch (error) {
      showEngineErrors(form, error, {
        prefix: 'value.',
        fieldOf: (path) => (path in flatFields || path === 'image' ? path : null),
      });
    }
  });

  if (loading) return <PageWrapper title="Podcast settings">{<p role="status">Loading…</p>}</PageWrapper>;
  return (
    <PageWrapper title="Podcast settings">
      <form className="content-form" noValidate aria-label="Podcast settings" onSubmit={(e) => void save(e)}>
        {!canSave && <ReadOnlyNote permission="manage_site_settings" />}
        <fieldset disabled={!canSave}>
          <legend>Show</legend>
          <TextField label="Title" registration={register('title')} error={formState.errors.title} />
          <TextField
            label="Podcast URL"
            registration={register('url', urlRule)}
            error={formState.errors.url}
            hint="The show's page: a URL (https://…) or a path of this site."
          />
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImagePicker
                label="Image"
                value={field.value}
                onChange={(images) => {
                  form.clearErrors('image');
                  field.onChange(images);
                }}
                error={fieldState.error}
                disabled={!canSave}
              />
            )}
          />
          <div className="field">
            <label htmlFor={descriptionId}>Description</label>
            <textarea id={descriptionId} rows={4} {...register('description')} />
          </div>
        </fieldset>
        <fieldset disabled={!canSave}>
          <legend>Listen on</legend>
          {podcastLinks.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              registration={register(`links.${key}`, urlRule)}
              error={formState.errors.links?.[key]}
            />
          ))}
        </fieldset>
        {canSave && (
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={formState.isSubmitting}>
              Save
            </button>
          </div>
        )}
      </form>
    </PageWrapper>
  );
}

/** The form's text fields by the path the engine names them. */
const flatFields: Record<string, true> = Object.fromEntries(
  ['url', 'title', 'description', ...podcastLinks.map(({ key }) => `links.${key}`)].map((path) => [path, true]),
);
