/**
 * The table defaults, apart from DataTable so that a plain table (a game's final results) can
 * use them without loading the table library.
 */
export const TABLE_ROW_HEIGHT = '52px';
export const TABLE_HEADER_HEIGHT = '56px';
