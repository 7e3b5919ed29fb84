/**
 * Whether a way back from a link (`next`, an invitation's page) stays in this app: a path, not another
 * site. No backslash, whitespace or control character inside: browsers read '\' as '/' and drop tabs and
 * line breaks from a URL, so '/\t/site' would become '//site'. The API checks callbackURL the same way.
 */
export const isSameAppPath = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !/[\\\s\p{Cc}]/u.test(path);
