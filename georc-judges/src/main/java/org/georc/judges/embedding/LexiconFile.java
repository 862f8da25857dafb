package org.georc.judges.embedding;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.ConfigurationException;

/**
 * One lexicon file of the rule-based reading (object classes, attribute families, word lists,
 * the error flagger's patterns), built in or supplied by a user: its lines without blanks and
 * {@code #} comments, each with its line number, so that every format reports a bad entry as
 * {@code file:line: ...}; and its content, so that the lexicons a judge used can be fingerprinted
 * ({@link #sha256(List)}). Immutable.
 */
public final class LexiconFile {
    /**
     * A line that carries an entry.
     *
     * @param number its line number, from 1
     * @param text   the line, stripped
     */
    public record Line(int number, String text) {
    }

    private final String source;
    private final String content;
    private final List<Line> lines;

    private LexiconFile(String source, String content) {
        this.source = source;
        this.content = content;
        List<Line> out = new ArrayList<>();
        int no = 0;
        for (String l : (Iterable<String>) content.lines()::iterator) {
            no++;
            String s = l.strip();
            if (!s.isEmpty() && !s.startsWith("#")) {
                out.add(new Line(no, s));
            }
        }
        this.lines = List.copyOf(out);
    }

    /**
     * @param source  the name errors give (a file name)
     * @param content the text
     * @return the lexicon file
     */
    public static LexiconFile of(String source, String content) {
        return new LexiconFile(source, content);
    }

    /**
     * A built-in lexicon: a resource beside a class of this library.
     *
     * @param anchor the class the resource lies beside
     * @param name   the resource name
     * @return the lexicon file, named by the resource name
     * @throws IllegalStateException when the resource is missing (a broken build)
     */
    public static LexiconFile resource(Class<?> anchor, String name) {
        try (InputStream in = anchor.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new LexiconFile(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + name, e);
        }
    }

    /**
     * A user-supplied lexicon file.
     *
     * @param file the file
     * @param what what the file holds, for the error ("object lexicon")
     * @return the lexicon file, named by its path
     * @throws ConfigurationException when it cannot be read
     */
    public static LexiconFile read(Path file, String what) {
        try {
            return new LexiconFile(file.toString(), org.georc.core.json.BoundedLines.text(file,
                    org.georc.core.json.BoundedLines.DEFAULT_MAX_LINE_BYTES));
        } catch (org.georc.core.InvalidInputException e) {
            throw new ConfigurationException("cannot read " + what + " " + file + ": " + e.detail(), e);
        }
    }

    /** @return the name errors give */
    public String source() {
        return source;
    }

    /** @return the lines that carry entries, in file order */
    public List<Line> lines() {
        return lines;
    }

    /**
     * @param line    a line of this file
     * @param message what is wrong
     * @return an error naming this file and the line
     */
    public ConfigurationException error(Line line, String message) {
        return new ConfigurationException(source + ":" + line.number() + ": " + message);
    }

    /**
     * Reads the file as sections: a {@code [section]} line opens one, the entry lines follow.
     *
     * @param expected the sections the file must have, and the only ones it may have
     * @return the entry lines of each section, in {@code expected} order
     * @throws ConfigurationException naming the file and line of an entry outside a section or
     *                                an unknown or repeated section, or the file of a missing one
     */
    public Map<String, List<Line>> sections(List<String> expected) {
        Map<String, List<Line>> out = new LinkedHashMap<>();
        String section = null;
        for (Line l : lines) {
            String t = l.text();
            if (t.startsWith("[") && t.endsWith("]")) {
                section = t.substring(1, t.length() - 1).strip().toLowerCase(Locale.ROOT);
                if (!expected.contains(section)) {
                    throw error(l, "unknown section [" + section + "] (expected " + expected + ")");
                }
                if (out.containsKey(section)) {
                    throw error(l, "section [" + section + "] appears twice");
                }
                out.put(section, new ArrayList<>());
                continue;
            }
            if (section == null) {
                throw error(l, "entry before the first \"[section]\" line");
            }
            out.get(section).add(l);
        }
        Map<String, List<Line>> ordered = new LinkedHashMap<>();
        for (String s : expected) {
            List<Line> entries = out.get(s);
            if (entries == null) {
                throw new ConfigurationException(source + ": missing section [" + s + "]");
            }
            ordered.put(s, List.copyOf(entries));
        }
        return ordered;
    }

    /**
     * Reads the file as word lists ({@link #sections}): the words of a section are separated by
     * commas or spaces, on as many lines as needed, and lower-cased.
     *
     * @param expected the sections the file must have, and the only ones it may have
     * @return the words of each section, in {@code expected} order
     * @throws ConfigurationException as {@link #sections} does
     */
    public Map<String, Set<String>> wordLists(List<String> expected) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        sections(expected).forEach((name, entries) -> {
            Set<String> words = new LinkedHashSet<>();
            for (Line l : entries) {
                for (String w : l.text().split("[,\\s]+")) {
                    if (!w.isEmpty()) {
                        words.add(w.toLowerCase(Locale.ROOT));
                    }
                }
            }
            out.put(name, Set.copyOf(words));
        });
        return out;
    }

    /**
     * @return the SHA-256 of this file's text in UTF-8 (a UTF-8 file's bytes), 64 lower-case hex
     *         digits: what keys the vectors of its entries ({@code TextVectorCache})
     */
    public String contentSha256() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(content.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    /**
     * The SHA-256 of several lexicon files' contents, each with its name, in the order given:
     * it changes when any entry, comment or name changes.
     *
     * @param files the files
     * @return 64 lower-case hex digits
     */
    public static String sha256(List<LexiconFile> files) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (LexiconFile f : files) {
                md.update(f.source.getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(f.content.getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }
}
