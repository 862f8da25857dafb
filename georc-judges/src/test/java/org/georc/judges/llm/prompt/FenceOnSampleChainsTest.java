package org.georc.judges.llm.prompt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.georc.core.chain.ChainParser;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;

/**
 * False positives of the fence on real-looking evidence: every chain the project ships (the
 * sample data and any evaluation set under examples/data) must reach a judge character for character, and
 * none of its statements may be reported as addressing the grader. Also counts what the phrase
 * filter of earlier versions would have rewritten, for docs/SECURITY-FENCE.md.
 */
class FenceOnSampleChainsTest {
    /** The phrase filter earlier versions applied (removed: it rewrote evidence). */
    private static final Pattern OLD_FILTER = Pattern.compile("(?i)(?:"
            + "\\b(?:ignore|disregard|forget|override|bypass)\\b[^.\\n]{0,40}?\\b(?:instructions?|prompts?|rules?|rubric|above|previous)\\b"
            + "|\\byou\\s+are\\s+now\\b|\\bsystem\\s+prompt\\b|\\bnew\\s+instructions?\\b"
            + "|\\b(?:answer|respond|reply|output|give|score|rate)\\b[^.\\n]{0,20}?\\b(?:100|ten|10/10|full\\s+marks|maximum)\\b"
            + ")");

    static List<String> sampleStatements() throws IOException {
        Path data = Path.of("").toAbsolutePath().resolveSibling("examples").resolve("data");
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(data)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList()) {
                for (String line : Files.readAllLines(f)) {
                    if (line.isBlank()) {
                        continue;
                    }
                    var node = JsonLines.readTree(line);
                    for (String field : List.of("chain", "candidate", "reference")) {
                        if (node.hasNonNull(field) && node.get(field).isTextual()) {
                            var c = ChainParser.DEFAULT.parse(node.get(field).asText());
                            out.addAll(c.statements());
                            out.addAll(c.conclusion());
                        }
                    }
                }
            }
        }
        return out;
    }

    @Test
    void noShippedEvidenceIsRewrittenOrReportedAsAnAttack() throws IOException {
        List<String> statements = sampleStatements();
        assertThat(statements).hasSizeGreaterThan(100);
        List<String> reported = statements.stream().filter(Fence::isSuspicious).toList();
        java.util.Set<String> tags = Fence.tags("<chain>{{chain}}</chain><statement>{{statement}}</statement>");
        List<String> changed = statements.stream().filter(s -> !Fence.encode(s, tags).equals(s)).toList();
        long oldRewrites = statements.stream().filter(s -> OLD_FILTER.matcher(s).find()).count();
        System.out.printf("fence on %d shipped statements: %d reported as addressing the grader, %d with a character changed;"
                + " the earlier phrase filter rewrote %d%n", statements.size(), reported.size(), changed.size(), oldRewrites);
        assertThat(reported).isEmpty();
        assertThat(changed).isEmpty();
    }
}
