package org.georc.benchmark.report;

/**
 * The one escaper of the HTML report: every string that comes from data (chains, model names,
 * ids, reasons, countries) goes through {@link #escape} before it enters the document, and data
 * handed to the report's script goes through {@link #scriptJson}.
 */
public final class Html {
    private Html() {
    }

    /**
     * Escapes text for HTML element content and for quoted attribute values: {@code & < > " '}
     * become character references, and control characters other than tab, line feed and carriage
     * return (which HTML cannot hold as text) become U+FFFD, as do unpaired surrogates.
     *
     * @param text any text; null gives the empty string
     * @return text that the HTML parser reads back as exactly this text, never as markup
     */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        sb.append(c).append(text.charAt(++i));
                    } else if (Character.isSurrogate(c)
                            || (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7f && c < 0xa0)) {
                        sb.append('\uFFFD');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }

    /**
     * Makes JSON safe to put between {@code <script type="application/json">} and
     * {@code </script>}: {@code <}, {@code >} and {@code &} (which JSON only holds inside strings)
     * become {@code \u003c}, {@code \u003e} and {@code \u0026}, so no {@code </script>} or
     * {@code <!--} can end or change the element; {@code JSON.parse} reads the same value back.
     *
     * @param json a JSON document
     * @return the same JSON value, with no {@code <}, {@code >} or {@code &} character
     */
    public static String scriptJson(String json) {
        StringBuilder sb = null;
        int from = 0;
        for (int i = 0; i < json.length(); i++) {
            String rep = switch (json.charAt(i)) {
                case '<' -> "\\u003c";
                case '>' -> "\\u003e";
                case '&' -> "\\u0026";
                case '\u2028' -> "\\u2028";
                case '\u2029' -> "\\u2029";
                default -> null;
            };
            if (rep != null) {
                if (sb == null) {
                    sb = new StringBuilder(json.length() + 256);
                }
                sb.append(json, from, i).append(rep);
                from = i + 1;
            }
        }
        return sb == null ? json : sb.append(json, from, json.length()).toString();
    }
}
