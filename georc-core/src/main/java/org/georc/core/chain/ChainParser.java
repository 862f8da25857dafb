package org.georc.core.chain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.InvalidInputException;

/**
 * Turns chain text into a {@link ReasoningChain}, in one of two readings (README "How chains are
 * read"):
 * <ul>
 *   <li>{@link #DEFAULT} reads real model and expert output: one statement per line
 *       ({@code \n}, {@code \r\n}, {@code \r}); bullets, numbering and emphasis stripped;
 *       openers ("Based on the image, here is my reasoning:"), header-only lines ("### Analysis",
 *       "**Clues:**", "Reasoning:"), rules ({@code ---}) and bare labels dropped with a recorded
 *       reason ({@link ReasoningChain#dropped()}); a leading category label ("**Vegetation:**",
 *       "Vegetation:", "1. **Roads** –") kept as the statement's label and not graded;
 *       conclusions recognised in the forms models write ("Conclusion: X", "Final answer: X",
 *       "My answer is …", "Therefore, this is most likely X"), unless the line cites evidence of
 *       its own; an inline "Conclusion: X" is one conclusion line, only a bare conclusion header
 *       opens a conclusion section, and evidence after it is still read; evidence statements of
 *       {@value #DEFAULT_MIN_LENGTH} characters or fewer dropped as fragments. The word lists and
 *       patterns are data: {@code org/georc/core/chain/reading-rules.txt}.</li>
 *   <li>{@link #PAPER_REFERENCE} and {@link #PAPER_CANDIDATE} read exactly as the GeoRC authors'
 *       public scorer does ({@link PaperReading}); {@link ConclusionMode#PAPER} uses them.</li>
 * </ul>
 * {@link #parseRounds} and {@link #sections} split an expert file into rounds: by "Round N"
 * header lines in the default reading ("Round 2", "Round 2:", "## Round 2", "Round 2 - Kenya",
 * "Round 2: Red soil."; in the default reading the header line is the first line of its round's
 * text, where a place name after the number is dropped as part of the header and other text is
 * the round's first statement), and the authors' way ({@link PaperReading#rounds}) in the paper reading.
 * Instances are immutable and thread-safe.
 */
public final class ChainParser {
    /** Statements of this many characters or fewer are fragments. */
    public static final int DEFAULT_MIN_LENGTH = 5;
    /** The parser with the default rules. */
    public static final ChainParser DEFAULT = new ChainParser(DEFAULT_MIN_LENGTH);
    /** The authors' reading of an expert reference ({@link PaperReading#reference}). */
    public static final ChainParser PAPER_REFERENCE = new ChainParser(PaperReading.MIN_LENGTH, Kind.PAPER_REFERENCE);
    /** The authors' reading of a candidate: every point of the whole text ({@link PaperReading#candidate}). */
    public static final ChainParser PAPER_CANDIDATE = new ChainParser(PaperReading.MIN_LENGTH, Kind.PAPER_CANDIDATE);
    private static final ChainParser PAPER_REFERENCE_NUMBERED =
            new ChainParser(PaperReading.MIN_LENGTH, Kind.PAPER_REFERENCE, true);
    private static final ChainParser PAPER_CANDIDATE_NUMBERED =
            new ChainParser(PaperReading.MIN_LENGTH, Kind.PAPER_CANDIDATE, true);
    /** The former name of {@link #PAPER_REFERENCE}. */
    public static final ChainParser AUTHORS_REFERENCE = PAPER_REFERENCE;

    private enum Kind { DEFAULT, PAPER_REFERENCE, PAPER_CANDIDATE }

    private static final Pattern LINE_BREAK = Pattern.compile("\\r\\n|\\r|\\n");
    /** Characters that mark a bullet. */
    private static final String BULLET_CHARS = "-*•·‣▪◦–—+>";
    /** Markup and bullets can nest ("**- x**"); a few passes undo any real nesting, and bound the work. */
    private static final int MAX_MARKUP_PASSES = 8;
    private static final Pattern HEADING_MARKS = Pattern.compile("^#+\\s*");
    /**
     * "Round 2", "Round 2:", "Round 2 - Kenya", "Round 2: text", "Round 02"; not "Round 2nd",
     * "Roundabout" or "Round 50 km/h signs" (text after the number needs a separator).
     */
    private static final Pattern ROUND = Pattern.compile(
            "(?i)^round[ \\t]*0*(\\d{1,9})(?![\\p{L}\\p{N}_])[ \\t]*(?:$|[:.)\\-–—|]+[ \\t]*(.*)$)");
    /** A line that looks like a header but whose number is no round number ("Round -1", "Round 0x", 10+ digits). */
    private static final Pattern BAD_ROUND = Pattern.compile(
            "(?i)^round[ \\t]*[-+−]?[ \\t]*\\d+(?![\\p{L}\\p{N}_])[ \\t]*(?:$|[:.)\\-–—|])");

    private final int minLength;
    private final Kind kind;
    /** Paper kinds only: split expert files by the number in each "Round N" header, not by position. */
    private final boolean numbered;

    /**
     * @param minLength statements of this many characters or fewer are dropped
     */
    public ChainParser(int minLength) {
        this(minLength, Kind.DEFAULT);
    }

    private ChainParser(int minLength, Kind kind) {
        this(minLength, kind, false);
    }

    private ChainParser(int minLength, Kind kind, boolean numbered) {
        if (minLength < 0) {
            throw new IllegalArgumentException("minLength must be >= 0, got " + minLength);
        }
        this.minLength = minLength;
        this.kind = kind;
        this.numbered = numbered;
    }

    /**
     * The version of the default reading, for a run's settings: its code version and the SHA-256
     * (first 16 hex digits) of the rules it reads ({@code reading-rules.txt} and the country
     * table's {@code country-aliases.txt}), so that rows read by other rules do not mix.
     *
     * @return "default-N-HASH"
     */
    public static String defaultReadingVersion() {
        return DefaultReading.VERSION + "-" + ReadingRules.bundledSha256();
    }

    /**
     * @return the parser that reads candidates in the same reading as this one:
     *         {@link #PAPER_CANDIDATE} for a paper parser, this parser otherwise
     */
    public ChainParser candidateReading() {
        return !isPaper() ? this : numbered ? PAPER_CANDIDATE_NUMBERED : PAPER_CANDIDATE;
    }

    /**
     * A parser that reads chains as this one does but splits an expert file into rounds by the
     * number in each "Round N" header line (the default split), for pairing experts by location:
     * the authors' split counts sections by position, which pairs the sections of an expert who
     * wrote only some rounds with the wrong locations.
     *
     * @return this parser for the default reading; a numbered variant of a paper parser
     */
    public ChainParser roundsByNumber() {
        return switch (kind) {
            case DEFAULT -> this;
            case PAPER_REFERENCE -> PAPER_REFERENCE_NUMBERED;
            case PAPER_CANDIDATE -> PAPER_CANDIDATE_NUMBERED;
        };
    }

    /** @return whether this parser reads the authors' way ({@link PaperReading}) */
    public boolean isPaper() {
        return kind != Kind.DEFAULT;
    }

    /**
     * One "Round N" section of an expert file.
     *
     * @param round the round number
     * @param line  the 1-based line of its header
     * @param text  the section's text: in the default reading the header line first, in the
     *              paper reading the header's trailing text first, when there is one
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
        return switch (kind) {
            case PAPER_REFERENCE -> PaperReading.reference(text);
            case PAPER_CANDIDATE -> PaperReading.candidate(text);
            case DEFAULT -> DefaultReading.read(text, minLength, ReadingRules.bundled());
        };
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
        if (isPaper() && !numbered) {
            return PaperReading.rounds(text).stream().map(p -> new Section(p.round(), p.line(), p.text())).toList();
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
            String bare = stripMarkup(raw.strip());
            Matcher m = ROUND.matcher(bare);
            if (!m.matches() && BAD_ROUND.matcher(bare).lookingAt()) {
                throw new InvalidInputException(null, lineNo, null, "\"" + raw.strip() + "\" looks like a round header, "
                        + "but round numbers are 1, 2, 3 ... (no sign, at most 9 digits)", null);
            }
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
                String rest = m.group(2) == null ? "" : m.group(2).strip();
                if (kind == Kind.DEFAULT) {
                    current.append(raw.strip()).append('\n'); // the reading drops it, or keeps its text
                } else if (!rest.isEmpty()) {
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

    /**
     * @param line a stripped line
     * @return the match of a "Round N" header (group 2: the text after it, or null), or null
     */
    static Matcher roundHeader(String line) {
        Matcher m = ROUND.matcher(stripMarkup(line));
        return m.matches() ? m : null;
    }

    /**
     * @param line a stripped line
     * @return whether it is a "Round N" header with no text after it
     */
    static boolean isBareRoundHeader(String line) {
        Matcher m = ROUND.matcher(stripMarkup(line));
        return m.matches() && (m.group(2) == null || m.group(2).isBlank());
    }

    /** Strips whitespace, heading marks, bullets/numbering and whole-line emphasis. */
    static String clean(String raw) {
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
        return "ChainParser[minLength=" + minLength + (kind == Kind.DEFAULT ? "" : ", " + kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " reading"
                + (numbered ? ", rounds by number" : "")) + "]";
    }
}
