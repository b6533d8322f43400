/** A content item as a campaign block lists it: its id and "Name (Type id)". */
export interface PickedContent {
  id: number;
  label: string;
}
