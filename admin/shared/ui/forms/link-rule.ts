/** react-hook-form's rule for a link field: empty, a path of the site, or an http(s) URL. */
export const linkRule = {
  pattern: {
    value: /^\s*(|\/.*|https?:\/\/\S+)\s*$/,
    message: 'Must be a URL (https://…) or a path starting with /',
  },
};
