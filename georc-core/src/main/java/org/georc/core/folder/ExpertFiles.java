package org.georc.core.folder;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ReferenceRecord;

/**
 * Parses one expert file ({@code Human_Chain_<k>.txt}): its "Round N" sections, each a chain,
 * with the size limit and errors that name the file and the section's line.
 */
final class ExpertFiles {
    private ExpertFiles() {
    }

    /**
     * Reads one expert file into the rounds of its challenge.
     *
     * @param challenge the challenge folder's name
     * @param expert    the expert number
     * @param file      the file
     * @param options   the parser and size limit
     * @param byRound   where each round's chain goes, by round then expert
     * @param texts     where each chain's text goes, by its source
     * @throws InvalidInputException for a file without sections, a section over the limit or a bad chain
     */
    static void read(String challenge, int expert, Path file, GeorcDirectory.Options options,
                                   Map<Integer, Map<Integer, ReferenceRecord>> byRound, Map<String, String> texts) {
        String text = FolderFiles.readText(file, options.maxChainChars());
        List<ChainParser.Section> sections;
        try {
            sections = options.referenceParser().sections(text);
        } catch (InvalidInputException e) {
            throw e.at(file, 0);
        }
        if (sections.isEmpty()) {
            throw new InvalidInputException(file, 0, null, "has no \"Round N\" header; each round's chain starts "
                    + "with a line \"Round N\" (N = the image number)", null);
        }
        for (ChainParser.Section s : sections) {
            if (s.text().length() > options.maxChainChars()) {
                throw new InvalidInputException(file, s.line(), null, "round " + s.round() + " is " + s.text().length()
                        + " characters long, over the limit of " + options.maxChainChars()
                        + " (raise it with `maxChainChars`)", null);
            }
            ReasoningChain chain;
            try {
                chain = options.referenceParser().parse(s.text());
            } catch (InvalidInputException e) {
                throw e.at(file, s.line());
            }
            String source = file + ":" + s.line() + " (round " + s.round() + ")";
            byRound.computeIfAbsent(s.round(), r -> new TreeMap<>()).put(expert, new ReferenceRecord(
                    GeorcDirectory.id(challenge, s.round()), chain, null, null, Map.of(), source, expert));
            texts.put(source, s.text());
        }
    }
}
