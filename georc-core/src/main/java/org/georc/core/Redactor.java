package org.georc.core;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The one place that takes secrets out of text before it is logged, thrown or written: every
 * message that quotes a server body, a URL or a command line goes through it. It hides the API
 * key itself wherever it appears (a server may echo the {@code Authorization} header in an error
 * body), any bearer or basic credential, credentials in URLs ({@code user:pass@host}),
 * {@code api_key=...}-style parameters, secret-named query parameters ({@code ?token=},
 * {@code &key=}, {@code ?sig=}) and the values of secret-named command-line options
 * ({@code --api-key VALUE}, {@code --token=VALUE}, {@code -H "Authorization: Bearer ..."}).
 */
public final class Redactor {
    /** What replaces a secret. */
    public static final String MARK = "[REDACTED]";

    private static final Pattern AUTH = Pattern.compile("(?i)\\b(bearer|basic)(\\s+)[A-Za-z0-9._~+/=\\-]{6,}");
    private static final Pattern USERINFO = Pattern.compile("(?i)\\b([a-z][a-z0-9+.\\-]*://)[^/\\s@]+@");
    private static final Pattern KEY_PARAM = Pattern.compile(
            "(?i)\\b(api[_-]?key|access[_-]?token|auth[_-]?token|secret|password)(\"?\\s*[:=]\\s*\"?)[^\\s\"'&,;}]+");
    /** A query parameter whose name says it is a secret: {@code ?token=}, {@code &key=}, {@code ?X-Amz-Signature=}. */
    private static final Pattern QUERY_SECRET = Pattern.compile(
            "(?i)([?&;](?:[a-z0-9_.\\-]*(?:key|token|secret|password|passwd|pwd|sig|signature|auth|credential)"
                    + "[a-z0-9_.\\-]*))=([^&#\\s\"'<>]+)");
    /**
     * A command-line option whose name says it holds a secret, and its value: {@code --api-key X},
     * {@code --token=X}, {@code --password X}. Options that name where a secret is
     * ({@code --api-key-env NAME}, {@code --token-file PATH}) or that count tokens
     * ({@code --max-tokens}) do not end in such a word and are left as they are.
     */
    private static final Pattern OPTION_SECRET = Pattern.compile(
            "(?i)(?<=^|\\s)(--?[a-z0-9_\\-]*(?:key|token|secret|password|passwd|credential))(=|\\s+)"
                    + "(?!-)(\"[^\"]*\"|'[^']*'|\\S+)");

    private final List<String> secrets;

    private Redactor(List<String> secrets) {
        this.secrets = secrets;
    }

    /**
     * @param secrets exact values to hide wherever they appear (nulls and strings shorter than 4
     *                characters are ignored: they would hide ordinary text)
     * @return the redactor
     */
    public static Redactor of(String... secrets) {
        List<String> list = new ArrayList<>();
        for (String s : secrets) {
            if (s != null && s.length() >= 4) {
                list.add(s);
            }
        }
        return new Redactor(List.copyOf(list));
    }

    /**
     * Hides the secrets of any text by pattern alone (no exact values known): a URL, a command
     * line, a message.
     *
     * @param text any text (may be null)
     * @return the text with every secret the patterns find replaced by {@value #MARK}
     */
    public static String text(String text) {
        return of().apply(text);
    }

    /**
     * Hides only the exact secrets, leaving other text untouched: for model answers, which must
     * not be rewritten beyond taking out an echoed key.
     *
     * @param text any text (may be null)
     * @return the text with each exact secret replaced by {@value #MARK}
     */
    public String exact(String text) {
        if (text == null) {
            return null;
        }
        String s = text;
        for (String secret : secrets) {
            s = s.replace(secret, MARK);
        }
        return s;
    }

    /**
     * @param text any text (may be null)
     * @return the text with every secret replaced by {@value #MARK}
     */
    public String apply(String text) {
        if (text == null) {
            return null;
        }
        String s = exact(text);
        s = AUTH.matcher(s).replaceAll("$1$2" + MARK);
        s = USERINFO.matcher(s).replaceAll("$1" + MARK + "@");
        s = QUERY_SECRET.matcher(s).replaceAll("$1=" + MARK);
        s = OPTION_SECRET.matcher(s).replaceAll("$1$2" + java.util.regex.Matcher.quoteReplacement(MARK));
        return KEY_PARAM.matcher(s).replaceAll("$1$2" + MARK);
    }
}
