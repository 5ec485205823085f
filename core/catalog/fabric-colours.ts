// Shared by the server's filter schema and the browser's filter form: no server imports here.

/** Colour families of the fabric filter (also the swatches of /stoffe). */
export const fabricColours = [
  'white',
  'light-blue',
  'blue',
  'navy',
  'pink',
  'red',
  'green',
  'grey',
  'black',
  'beige',
  'yellow',
  'purple',
  'brown',
] as const
