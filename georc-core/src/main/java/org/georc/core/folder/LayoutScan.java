package org.georc.core.folder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.InvalidInputException;

/**
 * Sorts the files of one challenge folder into round images, expert files and candidate files
 * by their names, and lists what fits none of them. Reads no file's content.
 */
final class LayoutScan {
    private static final Pattern EXPERT_FILE = Pattern.compile("Human_Chain_(\\d{1,3})\\.txt");
    private static final Pattern CANDIDATE_FILE = Pattern.compile(Pattern.quote(GeorcDirectory.CANDIDATE_PREFIX)
            + "(.+)_(\\d{1,6})\\.txt");
    private static final Pattern UNNAMED_CANDIDATE = Pattern.compile(Pattern.quote(GeorcDirectory.CANDIDATE_PREFIX)
            + "(\\d{1,6})\\.txt");

    private LayoutScan() {
    }

    record CandidateFile(Path file, String model, int round) {
    }

    static final class Challenge {
        final Map<Integer, Path> images = new TreeMap<>();
        final Map<Integer, Path> experts = new TreeMap<>();
        final List<CandidateFile> candidates = new ArrayList<>();
        int hidden;
        int unknownHere;
    }

    static Challenge scan(Path dir, GeorcDirectory.Options options, List<String> unknown) {
        String name = dir.getFileName().toString();
        Pattern image = Pattern.compile(Pattern.quote(name) + "_(\\d{1,6})\\.([A-Za-z]+)");
        Pattern custom = options.candidatePattern() == null ? null
                : Pattern.compile(Pattern.quote(options.candidatePattern()) + "(\\d{1,6})\\.txt");
        Challenge ch = new Challenge();
        for (Path p : FolderFiles.children(dir)) {
            String file = p.getFileName().toString();
            if (file.startsWith(".")) {
                ch.hidden++;
                continue;
            }
            if (!Files.isRegularFile(p)) {
                unknown.add(p + " (a folder)");
                ch.unknownHere++;
                continue;
            }
            Matcher m;
            if ((m = image.matcher(file)).matches()
                    && GeorcDirectory.IMAGE_EXTENSIONS.contains(m.group(2).toLowerCase(Locale.ROOT))) {
                int round = round(p, m.group(1));
                Path previous = ch.images.putIfAbsent(round, p);
                if (previous != null) {
                    throw new InvalidInputException(p, 0, null, "a second image for round " + round + " (also "
                            + previous.getFileName() + "); keep one", null);
                }
            } else if ((m = EXPERT_FILE.matcher(file)).matches()) {
                ch.experts.put(round(p, m.group(1)), p);
            } else if (custom != null && (m = custom.matcher(file)).matches()) {
                ch.candidates.add(new CandidateFile(p, options.candidateModel(), round(p, m.group(1))));
            } else if ((m = CANDIDATE_FILE.matcher(file)).matches()) {
                int unsafe = org.georc.core.json.Names.unsafeAt(m.group(1));
                if (unsafe >= 0) {
                    throw new InvalidInputException(p, 0, null, "the model name in this file's name "
                            + org.georc.core.json.Names.problem(m.group(1), unsafe) + "; rename the file", null);
                }
                ch.candidates.add(new CandidateFile(p, m.group(1), round(p, m.group(2))));
            } else if (UNNAMED_CANDIDATE.matcher(file).matches()) {
                throw new InvalidInputException(p, 0, null, "names no model (the generator writes "
                        + "candidate_reasoning_chain_<model>_<i>.txt); to read such files as one model, pass "
                        + "`candidatePattern` " + GeorcDirectory.CANDIDATE_PREFIX + " `candidateModel` NAME", null);
            } else {
                unknown.add(p.toString());
                ch.unknownHere++;
            }
        }
        return ch;
    }

    static int round(Path file, String digits) {
        int n = Integer.parseInt(digits);
        if (n < 1) {
            throw new InvalidInputException(file, 0, null, "round and expert numbers start at 1", null);
        }
        return n;
    }

    /** A name with its control characters written as escapes ({@code \n}, {@code \u0007}), for messages. */
    static String escaped(String name) {
        StringBuilder b = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (c == '\n') {
                b.append("\\n");
            } else if (c == '\r') {
                b.append("\\r");
            } else if (c == '\t') {
                b.append("\\t");
            } else if (org.georc.core.json.Names.isUnsafe(c)) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
