/** An address's extra line (Hinterhaus, 3. OG) joins the street, as on a parcel label and in orders. */
export function streetLine(street: string, addition: string | null | undefined): string {
  return addition ? `${street}, ${addition}` : street
}
