import { consentCategories, type ConsentCategory } from '../../content-engine/shared/consent-categories.ts';
import { allCategories } from './consent-cookie.ts';
import { categoryTexts, consentTexts } from './consent-texts.ts';

/**
 * The preferences dialog of the local banner, built when first opened (not part of the page's
 * JavaScript before interaction): a modal <dialog> with one switch per category, C0001 always on.
 * Escape or closing it changes nothing.
 */
export function openPreferences({
  allowed,
  onAnswer,
}: {
  allowed: ReadonlySet<ConsentCategory>;
  onAnswer: (allowed: ConsentCategory[]) => void;
}): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'consent-dialog';
  dialog.setAttribute('aria-labelledby', 'consent-dialog-title');
  const form = document.createElement('form');
  form.method = 'dialog';
  const title = Object.assign(document.createElement('h2'), {
    id: 'consent-dialog-title',
    textContent: consentTexts.preferences,
  });
  const intro = Object.assign(document.createElement('p'), { textContent: consentTexts.dialogIntro });
  form.append(title, intro);
  for (const category of allCategories) {
    const necessary = category === consentCategories.necessary;
    const row = document.createElement('div');
    row.className = 'consent-choice';
    const id = `consent-choice-${category}`;
    const input = Object.assign(document.createElement('input'), {
      type: 'checkbox',
      id,
      name: category,
      checked: necessary || allowed.has(category),
      disabled: necessary,
    });
    input.setAttribute('aria-describedby', `${id}-description`);
    const label = Object.assign(document.createElement('label'), {
      htmlFor: id,
      textContent: ` ${categoryTexts[category].name}${necessary ? ` (${consentTexts.alwaysActive})` : ''}`,
    });
    label.prepend(input);
    const description = Object.assign(document.createElement('p'), {
      id: `${id}-description`,
      textContent: categoryTexts[category].description,
    });
    row.append(label, description);
    form.append(row);
  }
  const actions = document.createElement('div');
  actions.className = 'consent-actions';
  for (const [value, text] of [
    ['save', consentTexts.save],
    ['reject', consentTexts.rejectAll],
    ['accept', consentTexts.acceptAll],
  ] as const) {
    actions.append(
      Object.assign(document.createElement('button'), {
        value,
        textContent: text,
        className: value === 'accept' ? 'consent-primary' : '',
      }),
    );
  }
  form.append(actions);
  dialog.append(form);
  dialog.addEventListener('close', () => {
    const choice = dialog.returnValue;
    const ticked = allCategories.filter((category) => (form.elements.namedItem(category) as HTMLInputElement).checked);
    dialog.remove();
    if (choice === 'save') onAnswer(ticked);
    else if (choice === 'accept') onAnswer(allCategories);
    else if (choice === 'reject') onAnswer([]);
  });
  document.body.append(dialog);
  dialog.showModal();
}
