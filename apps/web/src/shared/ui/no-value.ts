/** What a cell, a tile or a version shows when it has no value: one mark for the whole app. */
export const NO_VALUE = '–';
