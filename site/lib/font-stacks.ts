import type { fonts } from '../../content-engine/shared/enums.ts';

/** CSS font-family lists for the settings' font choices, each with fallbacks that need no download. */
export const fontStacks: Record<(typeof fonts)[number], string> = {
  encode_sans_condensed: "'Encode Sans Condensed', 'Arial Narrow', Arial, sans-serif",
  fira_sans: "'Fira Sans', 'Segoe UI', Roboto, Arial, sans-serif",
  georgia: "Georgia, 'Times New Roman', Times, serif",
  ibm_plex_sans: "'IBM Plex Sans', 'Segoe UI', Roboto, Arial, sans-serif",
  open_sans: "'Open Sans', 'Segoe UI', Roboto, Arial, sans-serif",
  poppins: "Poppins, 'Segoe UI', Roboto, Arial, sans-serif",
  pt_sans: "'PT Sans', 'Segoe UI', Roboto, Arial, sans-serif",
  raleway: "Raleway, 'Segoe UI', Roboto, Arial, sans-serif",
};
