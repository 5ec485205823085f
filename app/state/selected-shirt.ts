/** The key under which the browser keeps the selected shirt id; the session keeps it too. */
export const selectedShirtKey = 'selectedShirtId'
