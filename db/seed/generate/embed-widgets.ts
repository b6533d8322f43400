import type { Grid } from '../../../content-engine/shared/schemas/grid.ts';
import type { PageType } from '../../../content-engine/shared/enums.ts';
import { day, type GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';

/*
 * The demo's use of the embed and widget blocks (issue 30): an events page with a countdown,
 * marketing copy, an Omeda injection, CredSpark and SwiftRev widgets, a US map and a digital
 * edition; and a Podcast page that plays its episode.
 */

interface WidgetLayout {
  name: string;
  type: 'url-override' | 'content-type-override';
  aliases?: string[];
  pageType?: PageType;
  contentTypes?: string[];
  primary: Grid;
}

/** "YYYY-MM-DDTHH:mm" on the Chicago clock, about `days` after the seed's clock (noon UTC is morning there). */
const chicagoDate = (ctx: GenContext, days: number) =>
  `${new Date(ctx.now + days * day).toISOString().slice(0, 10)}T10:00`;

export function embedWidgetLayouts(ctx: GenContext): WidgetLayout[] {
  const key = ctx.brand.key;
  return [
    {
      name: 'Events (widgets)',
      type: 'url-override',
      aliases: ['/resources/events'],
      pageType: 'section',
      primary: buildGrid([
        {
          layout: '1',
          columns: [
            [
              block('countdown_timer', {
                title: `${ctx.brand.name} Live`,
                label: 'Registration closes in',
                endsAt: chicagoDate(ctx, 400),
                endedText: 'Registration has closed.',
              }),
              block('marketing_page_content', {
                html: `<h3>Meet the ${ctx.brand.name} community</h3><p>Two days of sessions, demos and <strong>networking</strong>. <a href="/resources/webinars">See the webinars</a>.</p>`,
              }),
            ],
          ],
        },
        {
          layout: '2_1',
          columns: [
            [block('content_list', { title: '[sectionname]', population: { section: 'current', numberOfItems: 10 } })],
            [
              block('omeda_injection', {
                title: 'Stay informed',
                description: 'Tell us about your work and get the updates that matter to you.',
                label: 'Update my profile',
                url: `https://${key}.omeda.example.com/injection/profile`,
                injectionId: `${key}_profile`,
              }),
              block('credspark', {
                title: 'Quick Poll',
                embedUrl: `https://app.credspark.com/embed/${key}-poll`,
                height: 480,
                frameTitle: 'Reader poll',
              }),
              block('swiftrev', {
                title: 'Recommended for You',
                embedUrl: `https://widgets.swiftrev.com/${key}/offers`,
                height: 300,
              }),
            ],
          ],
        },
        {
          layout: '1_2',
          columns: [
            [
              block('simplemaps_us', {
                title: 'Events by State',
                stateLinks: 'IL /resources/events; TX /resources/events/venues; CA /resources/webinars',
                mapUrl: `https://maps.${key}.example.com/us-events.html`,
              }),
            ],
            [block('zmag_embed', { title: 'Event Guide', zmagId: `${key}-event-guide`, height: 600 })],
          ],
        },
      ]),
    },
    {
      name: 'Podcast episode',
      type: 'content-type-override',
      contentTypes: ['Podcast'],
      primary: buildGrid([
        {
          layout: '1',
          settings: { width: 'restricted' },
          columns: [[block('content_title'), block('podcast_player'), block('content_body'), block('share_links')]],
        },
        {
          layout: '1',
          columns: [
            [
              block('podcast_player', {
                title: 'Latest Episode',
                playPageItem: false,
                population: { contentTypes: ['Podcast'], numberOfItems: 1 },
              }),
            ],
          ],
        },
      ]),
    },
  ];
}
