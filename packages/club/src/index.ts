// @texas42/club: leagues and tournaments as plain data and pure functions.
export {};
