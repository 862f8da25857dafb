package org.georc.core.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;

/**
 * Reads the GeoRC directory layout:
 * <pre>
 * ROOT/
 *   CHALLENGE/                  one folder per challenge (location)
 *     expert.txt                the expert chain, with "Round N" sections
 *     country.txt               optional: the true country, one line
 *     image.jpg|image.png       optional: the photo
 *     MODEL/round1.txt ...      one candidate chain per round ("round1", "round_1", "Round 1")
 * </pre>
 * Item ids are {@code CHALLENGE/rN}. Folders without {@code expert.txt} are an error, so a
 * misspelt file is never silently skipped.
 */
public final class GeorcDirectory {
    private static final Pattern ROUND_FILE = Pattern.compile("(?i)round[ _-]?(\\d+)\\.txt");

    private GeorcDirectory() {
    }

    /**
     * References and candidates read from one source.
     *
     * @param references references by id
     * @param candidates candidates in a stable order
     */
    public record Dataset(Map<String, ReferenceRecord> references, List<CandidateRecord> candidates) {
    }

    /**
     * @param root the dataset root
     * @return whether it looks like the directory layout (a folder)
     */
    public static boolean isDirectoryLayout(Path root) {
        return Files.isDirectory(root);
    }

    /**
     * Reads a dataset root.
     *
     * @param root the root folder
     * @return references (one per challenge round) and candidates (one per model and round)
     */
    public static Dataset read(Path root) {
        Map<String, ReferenceRecord> refs = new LinkedHashMap<>();
        List<CandidateRecord> cands = new ArrayList<>();
        for (Path challenge : sortedChildren(root)) {
            if (!Files.isDirectory(challenge)) {
                continue;
            }
            String name = challenge.getFileName().toString();
            Path expert = challenge.resolve("expert.txt");
            if (!Files.isRegularFile(expert)) {
                throw new InvalidInputException(challenge, 0, null, "challenge folder has no expert.txt", null);
            }
            Map<Integer, ReasoningChain> rounds;
            try {
                rounds = ChainParser.DEFAULT.parseRounds(readText(expert));
            } catch (InvalidInputException e) {
                throw new InvalidInputException(expert, e.line(), null, e.getMessage(), e);
            }
            String country = optionalLine(challenge.resolve("country.txt"));
            Path image = Stream.of("image.jpg", "image.jpeg", "image.png").map(challenge::resolve)
                    .filter(Files::isRegularFile).findFirst().orElse(null);
            rounds.forEach((round, chain) -> {
                String id = name + "/r" + round;
                refs.put(id, new ReferenceRecord(id, chain, country, image, Map.of(), expert + " round " + round));
            });
            for (Path modelDir : sortedChildren(challenge)) {
                if (!Files.isDirectory(modelDir)) {
                    continue;
                }
                String model = modelDir.getFileName().toString();
                for (Path file : sortedChildren(modelDir)) {
                    Matcher m = ROUND_FILE.matcher(file.getFileName().toString());
                    if (!m.matches()) {
                        throw new InvalidInputException(file, 0, null,
                                "unexpected file: candidate files are named round<N>.txt", null);
                    }
                    int round = Integer.parseInt(m.group(1));
                    String id = name + "/r" + round;
                    if (!refs.containsKey(id)) {
                        throw new InvalidInputException(file, 0, null,
                                "expert.txt has no \"Round " + round + "\" section for this candidate", null);
                    }
                    cands.add(new CandidateRecord(id, model, ChainParser.DEFAULT.parse(readText(file)), file.toString()));
                }
            }
        }
        return new Dataset(refs, cands);
    }

    private static String optionalLine(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        String s = readText(file).strip();
        return s.isEmpty() ? null : s;
    }

    private static String readText(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
            throw new InvalidInputException(file, 0, null, "not valid UTF-8", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static List<Path> sortedChildren(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir, 0, null, "cannot list folder: " + e.getMessage(), e);
        }
    }
}
