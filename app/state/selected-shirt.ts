/** The key under which the browser keeps the selected shirt id; the session keeps it too (spec section 4). */
export const selectedShirtKey = 'selectedShirtId'
