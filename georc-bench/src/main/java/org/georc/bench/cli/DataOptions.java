package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.chain.ChainParser;
import org.georc.core.inputs.InputReader;
import org.georc.core.inputs.Inputs;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import picocli.CommandLine.Option;

/**
 * The options of how the commands read their references ({@link InputReader} does the reading):
 * a references JSONL file or a folder in the released GeoRC layout, and which expert is the reference.
 */
@HelpGroup("GeoRC folders")
final class DataOptions {
    @Option(names = "--reference-expert", defaultValue = "3", paramLabel = "K",
            description = "the expert whose chain is the reference (default 3, the paper's strongest expert); "
                    + "locations without it are listed and skipped")
    int referenceExpert;

    @Option(names = "--fallback-expert", split = ",", paramLabel = "K[,K...]",
            description = "experts to use, in this order, where the reference expert wrote nothing (default: none; "
                    + "such locations are skipped). The rows record which expert was used")
    List<Integer> fallbackExperts = new ArrayList<>();

    @Option(names = "--candidate-pattern", paramLabel = "PREFIX",
            description = "also read folder files PREFIX<round>.txt as the candidates of --candidate-model (the "
                    + "authors' scorer reads candidate_reasoning_chain_<round>.txt this way)")
    String candidatePattern;

    @Option(names = "--candidate-model", paramLabel = "NAME", description = "the model of the --candidate-pattern files")
    String candidateModel;

    @Option(names = "--ignore-unknown-files",
            description = "list files of the folder outside the GeoRC layout on stderr and go on (default: an error)")
    boolean ignoreUnknownFiles;

    /**
     * @param parser        how reference chains are read
     * @param maxChainChars longest chain accepted
     * @param err           where notes go
     * @return the library reader these options describe
     */
    InputReader reader(ChainParser parser, int maxChainChars, PrintWriter err) {
        return InputReader.builder().referenceExpert(referenceExpert).fallbackExperts(fallbackExperts)
                .candidatePattern(candidatePattern, candidateModel).ignoreUnknownFiles(ignoreUnknownFiles)
                .parser(parser).maxChainChars(maxChainChars).notes(err::println).build();
    }

    /**
     * @param job a score run
     * @return it, reading its inputs as these options say
     */
    org.georc.judges.engine.ScoreFiles.Builder configure(org.georc.judges.engine.ScoreFiles.Builder job) {
        return job.referenceExpert(referenceExpert).fallbackExperts(fallbackExperts)
                .candidatePattern(candidatePattern, candidateModel).ignoreUnknownFiles(ignoreUnknownFiles);
    }

    /** As {@link InputReader#read}, with one candidates file or none. */
    Inputs read(Path references, Path candidates, ChainParser parser, int maxChainChars, PrintWriter err) {
        return read(references, candidates == null ? List.of() : List.of(candidates), parser, maxChainChars, err);
    }

    /** As {@link InputReader#read}. */
    Inputs read(Path references, List<Path> candidates, ChainParser parser, int maxChainChars, PrintWriter err) {
        return reader(parser, maxChainChars, err).read(references, candidates);
    }

    /** As {@link InputReader#references}. */
    Map<String, ReferenceRecord> references(Path references, ChainParser parser, int maxChainChars, PrintWriter err) {
        return reader(parser, maxChainChars, err).references(references);
    }

    /** As {@link InputReader#select}. */
    Map<String, ReferenceRecord> select(ReferenceSet all, PrintWriter err) {
        return reader(ChainParser.DEFAULT, Integer.MAX_VALUE, err).select(all);
    }

    /** @return the settings entries that say which reference was used */
    Map<String, String> settings() {
        return reader(ChainParser.DEFAULT, Integer.MAX_VALUE, new PrintWriter(java.io.Writer.nullWriter())).settings();
    }

    /** Small helpers for messages. */
    static final class Lists {
        private Lists() {
        }

        static String sample(List<String> items, int max) {
            return Inputs.sample(items, max);
        }
    }
}
