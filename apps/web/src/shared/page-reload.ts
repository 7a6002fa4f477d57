/** The browser's full page reload, behind an object so tests can replace it (jsdom cannot reload). */
export const pageReload = {
  reload: (): void => {
    window.location.reload();
  },
};
