package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ReferenceRecord;
import org.junit.jupiter.api.Test;

/** How /get_reward reads a label: never a misspelt id taken for a one-word chain. */
class RewardLabelsTest {
    private final ReferenceRecord nsw = new ReferenceRecord("australia-nsw", ReasoningChain.of("Red soil on the verge."),
            null, null, Map.of(), "r.jsonl:1");
    private final Map<String, ReferenceRecord> refs = Map.of("australia-nsw", nsw, "austria-tyrol",
            new ReferenceRecord("austria-tyrol", ReasoningChain.of("White bollards."), null, null, Map.of(),
                    "r.jsonl:2"));
    private final List<String> log = new ArrayList<>();

    private RewardLabels labels(ScoreService.Labels mode, Map<String, ReferenceRecord> references) {
        return new RewardLabels(references, mode, ChainParser.DEFAULT, log::add);
    }

    @Test
    void autoTakesAKnownIdOrAChainAndRefusesAnUnknownIdWithDidYouMean() {
        RewardLabels l = labels(ScoreService.Labels.AUTO, refs);
        assertThat(l.read("australia-nsw", "labels[0]", 1000).record()).isSameAs(nsw);
        assertThat(l.read("- Red-orange soil along the road.\n- Gum trees.", "labels[1]", 1000).chain().statements())
                .hasSize(2);
        for (String typo : List.of("australia-nws", "Australia-NSW", "australia_nsw")) {
            RewardLabels.Read r = l.read(typo, "labels[2]", 1000);
            assertThat(r.chain()).isNull();
            assertThat(r.error()).startsWith("labels[2]: no loaded reference has the id \"" + typo + "\"")
                    .endsWith("(did you mean \"australia-nsw\"?)");
        }
        assertThat(l.read("Kenya", "labels[3]", 1000).error()).contains("\"Kenya\"").doesNotContain("did you mean");
        // text that holds no evidence statement is no chain either
        assertThat(l.read("Conclusion: Kenya", "labels[4]", 1000).error()).contains("neither the id");
        assertThat(l.refused()).isEqualTo(5);
    }

    @Test
    void idsRefusesEveryUnknownLabelAndTextsNeverLooksUpAnId() {
        assertThat(labels(ScoreService.Labels.IDS, refs).read("- Red soil on the verge.", "labels[0]", 1000).error())
                .contains("no loaded reference has the id");
        RewardLabels texts = labels(ScoreService.Labels.TEXTS, refs);
        assertThat(texts.read("australia-nsw", "labels[0]", 1000).error()).contains("one word, not a reference chain")
                .contains("--labels texts");
        assertThat(texts.read("- Red soil on the verge.", "labels[1]", 1000).record()).isNull();
        assertThat(texts.read("- Red soil on the verge.", "labels[1]", 10).error()).contains("--max-chain-chars");
    }

    @Test
    void eachRefusedLabelIsLoggedOnceAndAServerWithoutReferencesSaysHowToLoadThem() {
        RewardLabels l = labels(ScoreService.Labels.AUTO, refs);
        for (int i = 0; i < 5; i++) {
            l.read("australia-nws", "labels[" + i + "]", 1000);
        }
        l.read("austria-tirol", "labels[9]", 1000);
        l.read("evil\u001b]0;title\u0007", "labels[10]", 1000);
        assertThat(log).hasSize(3);
        assertThat(log.get(0)).contains("\"australia-nws\"").contains("did you mean \"australia-nsw\"");
        assertThat(log.get(1)).contains("did you mean \"austria-tyrol\"");
        assertThat(log.get(2)).contains("\\u001b").doesNotContain("\u001b").doesNotContain("\u0007");
        assertThat(l.refused()).isEqualTo(7);
        assertThat(labels(ScoreService.Labels.AUTO, Map.of()).read("australia-nsw", "labels[0]", 1000).error())
                .contains("the server loaded no references (start it with --references)");
    }
}
