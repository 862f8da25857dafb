package org.georc.judges.llm.http;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Takes secrets out of text before it is logged, thrown or written to a result file: the API
 * key itself wherever it appears (a server may echo the {@code Authorization} header in an error
 * body), any bearer or basic credential, credentials in URLs ({@code user:pass@host}) and
 * {@code api_key=...}-style parameters.
 */
public final class Redactor {
    /** What replaces a secret. */
    public static final String MARK = "[REDACTED]";

    private static final Pattern AUTH = Pattern.compile("(?i)\\b(bearer|basic)(\\s+)[A-Za-z0-9._~+/=\\-]{6,}");
    private static final Pattern USERINFO = Pattern.compile("(?i)\\b([a-z][a-z0-9+.\\-]*://)[^/\\s@]+@");
    private static final Pattern KEY_PARAM = Pattern.compile(
            "(?i)\\b(api[_-]?key|access[_-]?token|auth[_-]?token|secret|password)(\"?\\s*[:=]\\s*\"?)[^\\s\"'&,;}]+");

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
        String s = text;
        for (String secret : secrets) {
            s = s.replace(secret, MARK);
        }
        s = AUTH.matcher(s).replaceAll("$1$2" + MARK);
        s = USERINFO.matcher(s).replaceAll("$1" + MARK + "@");
        return KEY_PARAM.matcher(s).replaceAll("$1$2" + MARK);
    }
}
