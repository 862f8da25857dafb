package org.georc.core.chain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.InvalidInputException;

/**
 * Turns chain text into a {@link ReasoningChain}.
 *
 * <p>Rules (docs/DESIGN.md section 3):
 * <ul>
 *   <li>one statement per line; {@code \n}, {@code \r\n} and {@code \r} all end a line;</li>
 *   <li>leading bullets and numbering are stripped: {@code -}, {@code *}, {@code •},
 *       {@code 1.}, {@code 1)}, {@code (1)}, and Markdown emphasis around a whole line;</li>
 *   <li>header lines are dropped: "Reasoning", "Reasoning:", "Reasoning chain", "Evidence",
 *       "Reasoning steps" (case-insensitive, optionally as Markdown headings);</li>
 *   <li>a line starting with "Conclusion" is a conclusion: "Conclusion: X" makes X a
 *       conclusion statement; a bare "Conclusion:" header makes every later line one;</li>
 *   <li>evidence statements of {@value #DEFAULT_MIN_LENGTH} characters or fewer are dropped
 *       as fragments; conclusion lines are kept whatever their length ("Peru" is an answer);</li>
 *   <li>{@link #parseRounds} splits an expert file on "Round N" header lines: a line that starts
 *       with "Round" and a number ("Round 2", "Round 2:", "## Round 2", "Round 2 - Kenya",
 *       "Round 2: Red soil."); any text after the number (and a separator) is the first line
 *       of that round's section.</li>
 * </ul>
 * {@link #AUTHORS_REFERENCE} reads a reference the way the GeoRC authors' public scorer does
 * (see {@link ConclusionMode#PAPER}).
 * Instances are immutable and thread-safe.
 */
public final class ChainParser {
    /** Statements of this many characters or fewer are fragments. */
    public static final int DEFAULT_MIN_LENGTH = 5;
    /** The parser with the default rules. */
    public static final ChainParser DEFAULT = new ChainParser(DEFAULT_MIN_LENGTH);
    /**
     * The authors' reading of an expert reference: a line <em>containing</em> "reasoning"
     * (any case) is dropped, and the first line <em>containing</em> "conclusion" ends the
     * evidence: that line and every later one become the conclusion (which the paper mode does
     * not grade). Bullets, headers and fragments are handled as by {@link #DEFAULT}.
     */
    public static final ChainParser AUTHORS_REFERENCE = new ChainParser(DEFAULT_MIN_LENGTH, true);

    private static final Pattern LINE_BREAK = Pattern.compile("\\r\\n|\\r|\\n");
    /** Characters that mark a bullet. */
    private static final String BULLET_CHARS = "-*•·‣▪◦–—+>";
    /** Markup and bullets can nest ("**- x**"); a few passes undo any real nesting, and bound the work. */
    private static final int MAX_MARKUP_PASSES = 8;
    private static final Pattern HEADING_MARKS = Pattern.compile("^#+\\s*");
    private static final Pattern HEADER = Pattern.compile(
            "(?i)(?:reasoning(?: chain| steps| process)?|evidence|analysis|step[- ]by[- ]step reasoning)\\s*:?");
    private static final Pattern CONCLUSION = Pattern.compile("(?i)^(?:final\\s+)?conclusion\\b\\s*[:.\\-–—]?\\s*(.*)$");
    /** "Round 2", "Round 2:", "Round 2 - Kenya", "Round 2: text"; not "Round 2nd" or "Roundabout". */
    private static final Pattern ROUND = Pattern.compile(
            "(?i)^round[ \\t]*(\\d{1,9})(?![\\p{L}\\p{N}_])[ \\t]*(?:[:.)\\-–—|]+[ \\t]*)?(.*)$");
    private static final Pattern CONTAINS_CONCLUSION = Pattern.compile("(?i)conclusion");
    private static final Pattern CONTAINS_REASONING = Pattern.compile("(?i)reasoning");

    private final int minLength;
    private final boolean authorsReference;

    /**
     * @param minLength statements of this many characters or fewer are dropped
     */
    public ChainParser(int minLength) {
        this(minLength, false);
    }

    private ChainParser(int minLength, boolean authorsReference) {
        if (minLength < 0) {
            throw new IllegalArgumentException("minLength must be >= 0, got " + minLength);
        }
        this.minLength = minLength;
        this.authorsReference = authorsReference;
    }

    /**
     * One "Round N" section of an expert file.
     *
     * @param round the round number
     * @param line  the 1-based line of its header
     * @param text  the section's text (the header's trailing text first, when there is one)
     */
    public record Section(int round, int line, String text) {
    }

    /**
     * Parses one chain.
     *
     * @param text chain text; null is rejected, an empty text gives an empty chain
     * @return the chain
     * @throws InvalidInputException if the text is null
     */
    public ReasoningChain parse(String text) {
        if (text == null) {
            throw new InvalidInputException("chain text must not be null");
        }
        List<String> statements = new ArrayList<>();
        List<String> conclusion = new ArrayList<>();
        boolean inConclusion = false;
        for (String raw : LINE_BREAK.split(text, -1)) {
            String line = clean(raw);
            if (line.isEmpty() || isHeader(line)) {
                continue;
            }
            if (authorsReference && !inConclusion) {
                if (CONTAINS_REASONING.matcher(line).find()) {
                    continue;
                }
                if (CONTAINS_CONCLUSION.matcher(line).find()) {
                    inConclusion = true;
                    Matcher c = CONCLUSION.matcher(line);
                    String rest = c.matches() ? clean(c.group(1)) : line;
                    if (!rest.isEmpty()) {
                        conclusion.add(rest);
                    }
                    continue;
                }
            }
            Matcher c = CONCLUSION.matcher(line);
            if (c.matches()) {
                inConclusion = true;
                String rest = clean(c.group(1));
                if (!rest.isEmpty()) {
                    conclusion.add(rest);
                }
                continue;
            }
            if (inConclusion) {
                conclusion.add(line);
            } else if (keep(line)) {
                statements.add(line);
            }
        }
        return new ReasoningChain(statements, conclusion);
    }

    /**
     * Parses an expert file with "Round N" sections into one chain per round, keyed by round
     * number in file order. A file without any round header is round 1.
     *
     * @param text the file's text
     * @return chains by round number
     * @throws InvalidInputException on a repeated round number or statements before the first
     *         header (naming the line)
     */
    public Map<Integer, ReasoningChain> parseRounds(String text) {
        List<Section> sections = sections(text);
        Map<Integer, ReasoningChain> rounds = new LinkedHashMap<>();
        if (sections.isEmpty()) {
            rounds.put(1, parse(text));
            return rounds;
        }
        for (Section s : sections) {
            rounds.put(s.round(), parse(s.text()));
        }
        return rounds;
    }

    /**
     * Splits an expert file into its "Round N" sections, in file order. Text before the first
     * header may only hold blank lines and headers such as "Reasoning".
     *
     * @param text the file's text
     * @return the sections; empty when the file has no round header at all
     * @throws InvalidInputException on a repeated round number, a round number below 1, or
     *         statements before the first header (naming the line)
     */
    public List<Section> sections(String text) {
        if (text == null) {
            throw new InvalidInputException("expert text must not be null");
        }
        List<Section> sections = new ArrayList<>();
        Map<Integer, Integer> seen = new LinkedHashMap<>();
        int firstStatementLine = 0;
        StringBuilder current = null;
        int currentRound = 0;
        int currentLine = 0;
        int lineNo = 0;
        for (String raw : LINE_BREAK.split(text, -1)) {
            lineNo++;
            Matcher m = ROUND.matcher(stripMarkup(raw.strip()));
            if (m.matches()) {
                int round;
                try {
                    round = Integer.parseInt(m.group(1));
                } catch (NumberFormatException e) {
                    round = 0;
                }
                if (round < 1) {
                    throw new InvalidInputException(null, lineNo, null, "round numbers start at 1, got \""
                            + raw.strip() + "\"", null);
                }
                Integer previous = seen.putIfAbsent(round, lineNo);
                if (previous != null) {
                    throw new InvalidInputException(null, lineNo, null, "round " + round
                            + " appears twice (first at line " + previous + ")", null);
                }
                if (current != null) {
                    sections.add(new Section(currentRound, currentLine, current.toString()));
                }
                current = new StringBuilder();
                currentRound = round;
                currentLine = lineNo;
                String rest = m.group(2).strip();
                if (!rest.isEmpty()) {
                    current.append(rest).append('\n');
                }
                continue;
            }
            if (current != null) {
                current.append(raw).append('\n');
            } else if (firstStatementLine == 0 && !parse(raw).isEmpty()) {
                firstStatementLine = lineNo;
            }
        }
        if (current != null) {
            sections.add(new Section(currentRound, currentLine, current.toString()));
            if (firstStatementLine > 0) {
                throw new InvalidInputException(null, firstStatementLine, null,
                        "statements appear before the first \"Round N\" header", null);
            }
        }
        return List.copyOf(sections);
    }

    private boolean keep(String statement) {
        return statement.length() > minLength;
    }

    private static boolean isHeader(String line) {
        return HEADER.matcher(line).matches();
    }

    /** Strips whitespace, heading marks, bullets/numbering and whole-line emphasis. */
    private static String clean(String raw) {
        String s = stripMarkup(raw.strip());
        for (int pass = 0; pass < MAX_MARKUP_PASSES; pass++) {
            String before = s;
            s = stripBullets(s);
            s = stripMarkup(s);
            if (s.equals(before)) {
                break;
            }
        }
        return s;
    }

    /**
     * Strips a leading run of bullets and numbering marks ("- ", "1. ", "2) ", "(3) ", "a) ") in
     * one linear pass (a regex repetition would recurse once per mark on a long run).
     */
    static String stripBullets(String s) {
        int i = 0;
        int n = s.length();
        while (true) {
            while (i < n && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            if (BULLET_CHARS.indexOf(s.charAt(i)) >= 0) {
                int end = i;
                while (end < n && BULLET_CHARS.indexOf(s.charAt(end)) >= 0) {
                    end++;
                }
                if (end < n && s.charAt(end - 1) == '*' && !Character.isWhitespace(s.charAt(end))) {
                    // "*text" or "**text": emphasis opening on the text, not a list marker; leave it
                    // (with any marks before it dropped) to stripMarkup
                    int star = end - 1;
                    while (star > i && s.charAt(star - 1) == '*') {
                        star--;
                    }
                    i = star;
                    break;
                }
                i = end;
                continue;
            }
            int j = i < n && s.charAt(i) == '(' ? i + 1 : i;
            int digits = 0;
            while (j + digits < n && digits <= 3 && Character.isDigit(s.charAt(j + digits)) && s.charAt(j + digits) < 128) {
                digits++;
            }
            if (digits >= 1 && digits <= 3 && j + digits < n && (s.charAt(j + digits) == '.' || s.charAt(j + digits) == ')')
                    && (j + digits + 1 >= n || !Character.isDigit(s.charAt(j + digits + 1)))) { // "1.5 m" is not a bullet
                i = j + digits + 1;
                continue;
            }
            if (j + 2 < n && isAsciiLetter(s.charAt(j)) && (s.charAt(j + 1) == '.' || s.charAt(j + 1) == ')')
                    && Character.isWhitespace(s.charAt(j + 2))) {
                i = j + 2;
                continue;
            }
            break;
        }
        return s.substring(i).strip();
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** **Reasoning:** or __Conclusion__: emphasis markers around the start of a line. */
    private static final Pattern LEADING_EMPHASIS = Pattern.compile("^(\\*\\*|__)(.*?)(\\*\\*|__)(:?)");
    /** *a whole line in italics*. */
    private static final Pattern STAR_ITALICS = Pattern.compile("^\\*(?!\\s)([^*]*[^*\\s])\\*$");
    /** _a whole line in italics_. */
    private static final Pattern UNDERSCORE_ITALICS = Pattern.compile("^_(?!\\s)([^_]*[^_\\s])_$");

    private static String stripMarkup(String s) {
        String out = HEADING_MARKS.matcher(s).replaceFirst("");
        // drop emphasis markers but keep the inner text (patterns compiled once: this runs for every line)
        out = LEADING_EMPHASIS.matcher(out).replaceAll("$2$4");
        out = STAR_ITALICS.matcher(out).replaceAll("$1");
        out = UNDERSCORE_ITALICS.matcher(out).replaceAll("$1");
        return out.strip();
    }

    @Override
    public String toString() {
        return "ChainParser[minLength=" + minLength + (authorsReference ? ", authors' reference reading" : "") + "]";
    }
}
