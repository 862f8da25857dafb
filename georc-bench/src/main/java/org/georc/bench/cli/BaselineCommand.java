package org.georc.bench.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.georc.core.InvalidInputException;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.Datasets;
import org.georc.core.io.JsonLines;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.ScoreFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code georc baseline random}: the paper's "random hallucinated" baseline for any candidate set. */
@Command(name = "baseline", mixinStandardHelpOptions = true,
        description = {
            "Writes baseline candidates. 'random': for every candidate, the same model's chain for a",
            "different location (a seeded derangement), as model \"<model>+random\": the paper's",
            "random-hallucinated baseline. A trustworthy judge scores it near zero."})
final class BaselineCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "KIND", description = "random")
    String kind;

    @Option(names = "--references", required = true, paramLabel = "R.jsonl", description = "references (to check ids)")
    Path references;

    @Option(names = "--candidates", required = true, paramLabel = "C.jsonl", description = "candidates to shuffle")
    Path candidates;

    @Option(names = "--output", required = true, paramLabel = "B.jsonl", description = "baseline candidates (overwritten)")
    Path output;

    @Option(names = "--seed", defaultValue = "13", paramLabel = "N", description = "shuffle seed (default 13)")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (!"random".equals(kind)) {
            throw new IllegalArgumentException("unknown baseline \"" + kind + "\"; available: random");
        }
        Outputs.refuseInputs(output, "--output", references, candidates);
        Map<String, ReferenceRecord> refs = Datasets.readReferences(references);
        Map<String, List<CandidateRecord>> byModel = new LinkedHashMap<>();
        for (CandidateRecord c : Datasets.readCandidates(candidates)) {
            if (!refs.containsKey(c.id())) {
                throw new InvalidInputException(c.source() + ": candidate id \"" + c.id() + "\" has no reference");
            }
            byModel.computeIfAbsent(c.model(), m -> new ArrayList<>()).add(c);
        }
        int written = 0;
        try (ReplacedFile file = ReplacedFile.of(output)) {
            try (ScoreFiles.Appender out = ScoreFiles.append(file.partial(), 0)) {
                for (Map.Entry<String, List<CandidateRecord>> e : byModel.entrySet()) {
                    List<CandidateRecord> list = e.getValue();
                    if (list.size() < 2) {
                        spec.commandLine().getErr().println("warning: model \"" + e.getKey()
                                + "\" has one candidate; no other location to take a chain from");
                        continue;
                    }
                    int[] perm = derangement(list.size(), new SplittableRandom(seed ^ e.getKey().hashCode()));
                    for (int i = 0; i < list.size(); i++) {
                        CandidateRecord target = list.get(i);
                        CandidateRecord donor = list.get(perm[i]);
                        ObjectNode line = JsonLines.MAPPER.createObjectNode();
                        line.put("id", target.id());
                        line.put("model", e.getKey() + "+random");
                        line.put("chain", donor.chain().toText());
                        line.put("chain_from", donor.id());
                        out.append(line);
                        written++;
                    }
                }
            }
            file.commit();
        }
        spec.commandLine().getErr().println("wrote " + written + " random-hallucinated candidate(s) to " + output);
        return 0;
    }

    /**
     * A uniformly random cyclic permutation (Sattolo's algorithm): no element maps to itself.
     *
     * @param n      size, at least 2
     * @param random the source of randomness
     * @return {@code perm} with {@code perm[i] != i} for all i
     */
    static int[] derangement(int n, SplittableRandom random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
