import type { ImageNode } from '../../content/content-node.ts';

/** A person as the author blocks show them: name, job title, bio (HTML) and portrait. */
export interface AuthorProfile {
  id: number;
  name: string;
  title: string;
  bio: string;
  image: ImageNode | null;
}
