package org.georc.core.gtpred;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.metrics.YearInterval;

/**
 * Parses year phrases into closed year intervals. The convention (documented in the README):
 * <table>
 *   <caption>Year phrase convention</caption>
 *   <tr><th>phrase</th><th>interval</th></tr>
 *   <tr><td>1995</td><td>[1995, 1995]</td></tr>
 *   <tr><td>1990s, the 1990s, '90s, 90s</td><td>[1990, 1999] (two-digit decades 30-90 are 19xx, 00-20 are 20xx)</td></tr>
 *   <tr><td>early 1990s</td><td>[1990, 1993]</td></tr>
 *   <tr><td>mid 1990s, mid-1990s</td><td>[1994, 1996]</td></tr>
 *   <tr><td>late 1990s</td><td>[1997, 1999]</td></tr>
 *   <tr><td>c. 1965, ca. 1965, circa 1965, around/about/approximately 1965, ~1965</td><td>[1963, 1967]</td></tr>
 *   <tr><td>1960-1965, 1960–1965, 1960 to 1965, between 1960 and 1965, 1960–65</td><td>[1960, 1965]</td></tr>
 *   <tr><td>20th century</td><td>[1900, 1999]; early/mid/late: [1900, 1932], [1933, 1966], [1967, 1999]</td></tr>
 * </table>
 * Years must lie in [1000, 2999]. Anything else is unparsable.
 */
public final class YearPhrases {
    /** Half-width of a "circa" interval in years. */
    public static final int CIRCA_HALF_WIDTH = 2;
    /** Longer texts are not year phrases. */
    public static final int MAX_PHRASE_CHARS = 100;

    private static final String YEAR = "(\\d{4})";
    private static final String DASH = "\\s*(?:-|–|—|to|until|through)\\s*";
    private static final Pattern SINGLE = Pattern.compile("(?:in\\s+)?" + YEAR);
    private static final Pattern RANGE = Pattern.compile("(?:between\\s+|from\\s+)?" + YEAR
            + "(?:" + DASH + "|\\s+and\\s+)(\\d{2}|\\d{4})");
    private static final Pattern CIRCA = Pattern.compile(
            "(?:c\\.?|ca\\.?|circa|around|about|approximately|approx\\.?|roughly|~)\\s*" + YEAR);
    private static final Pattern DECADE = Pattern.compile(
            "(?:(early|mid|late)[\\s-]*)?(?:the\\s+)?(?:(\\d{3})0|'?(\\d)0)'?s");
    private static final Pattern CENTURY = Pattern.compile(
            "(?:(early|mid|late)[\\s-]*)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\s+century");

    private YearPhrases() {
    }

    /**
     * Parses a phrase.
     *
     * @param phrase the text
     * @return the interval, or empty when the phrase follows none of the forms
     */
    public static Optional<YearInterval> parse(String phrase) {
        if (phrase == null || phrase.length() > MAX_PHRASE_CHARS) {
            return Optional.empty(); // no year phrase is that long; refusing it keeps parsing linear
        }
        String s = phrase.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ")
                .replaceAll("[.!?]+$", "").replaceAll("\\s*(?:ad|ce)$", "").strip();
        Matcher m;
        if ((m = SINGLE.matcher(s)).matches()) {
            return valid(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(1)));
        }
        if ((m = RANGE.matcher(s)).matches()) {
            int from = Integer.parseInt(m.group(1));
            String endText = m.group(2);
            int to;
            if (endText.length() == 2) {
                int century = from / 100 * 100;
                to = century + Integer.parseInt(endText);
                if (to < from) {
                    to += 100; // 1998-02 means 2002
                }
            } else {
                to = Integer.parseInt(endText);
            }
            return valid(from, to);
        }
        if ((m = CIRCA.matcher(s)).matches()) {
            int y = Integer.parseInt(m.group(1));
            return valid(y - CIRCA_HALF_WIDTH, y + CIRCA_HALF_WIDTH);
        }
        if ((m = DECADE.matcher(s)).matches()) {
            int start;
            if (m.group(2) != null) {
                start = Integer.parseInt(m.group(2)) * 10;
            } else {
                int d = Integer.parseInt(m.group(3));
                start = (d >= 3 ? 1900 : 2000) + d * 10;
            }
            return qualified(m.group(1), start, 10, new int[] {0, 3, 4, 6, 7, 9});
        }
        if ((m = CENTURY.matcher(s)).matches()) {
            int c = Integer.parseInt(m.group(2));
            if (c < 1) {
                return Optional.empty();
            }
            return qualified(m.group(1), (c - 1) * 100, 100, new int[] {0, 32, 33, 66, 67, 99});
        }
        return Optional.empty();
    }

    /**
     * Parses or fails.
     *
     * @param phrase the text
     * @return the interval
     * @throws IllegalArgumentException naming the phrase when it cannot be parsed
     */
    public static YearInterval require(String phrase) {
        return parse(phrase).orElseThrow(() -> new IllegalArgumentException("cannot read \"" + phrase
                + "\" as a year: expected forms like 1995, 1990s, early 1990s, c. 1965, 1960-1965"));
    }

    private static Optional<YearInterval> qualified(String qualifier, int start, int span, int[] parts) {
        if (qualifier == null) {
            return valid(start, start + span - 1);
        }
        int k = switch (qualifier) {
            case "early" -> 0;
            case "mid" -> 2;
            default -> 4;
        };
        return valid(start + parts[k], start + parts[k + 1]);
    }

    private static Optional<YearInterval> valid(int from, int to) {
        if (from < 1000 || to > 2999 || from > to) {
            return Optional.empty();
        }
        return Optional.of(new YearInterval(from, to));
    }
}
