package org.georc.benchmark.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.json.JsonLines;

/**
 * Score rows, references and candidates written by hand for the report's tests: two models with
 * known alignments, a failed pair, a model whose chain, id and reason carry markup, and GTPred lines.
 * No judge runs, so the expected credits and supports are the ones written here.
 */
final class ReportFixture {
    /** A chain statement that tries to run a script. */
    static final String SCRIPT_STATEMENT = "<script>window.__pwned = 1; alert('xss')</script> white posts";
    /** A chain statement that tries to close an attribute and add a handler. */
    static final String HANDLER_STATEMENT = "\"><img src=x onerror=\"window.__pwned = 2\"> stone walls";
    /** A model name with markup. */
    static final String EVIL_MODEL = "evil<b>model</b>";

    final Path references;
    final Path candidates;
    final Path scores;
    final Path gtpred;
    final Path truth;
    final Path predictions;

    private ReportFixture(Path references, Path candidates, Path scores, Path gtpred) {
        this.references = references;
        this.candidates = candidates;
        this.scores = scores;
        this.gtpred = gtpred;
        this.truth = gtpred.resolveSibling("truth.jsonl");
        this.predictions = gtpred.resolveSibling("predictions.jsonl");
    }

    static ReportFixture write(Path dir) throws IOException {
        java.awt.image.BufferedImage photo = new java.awt.image.BufferedImage(1000, 500,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        javax.imageio.ImageIO.write(photo, "png", dir.resolve("loc-1.png").toFile());
        Path refs = dir.resolve("references.jsonl");
        Files.writeString(refs, String.join("\n",
                ref("loc-1", "- White bollards with black caps line the road.\n- Traffic drives on the right.\n"
                        + "Conclusion: Austria", "Austria").replace("}", ",\"image\":\"loc-1.png\"}"),
                ref("loc-2", "- Red soil along the road.\n- Tall eucalyptus trees.\nConclusion: Australia", "Australia"),
                ref("loc-x", "- Dry stone walls between fields.\n- Sheep on a hill.\nConclusion: Ireland",
                        "Ireland")) + "\n", StandardCharsets.UTF_8);
        Path cands = dir.resolve("candidates.jsonl");
        Files.writeString(cands, String.join("\n",
                cand("loc-1", "vlm-a", "- Roadside posts are white with black tops.\n- Cars keep to the right.\n"
                        + "- The sky is blue.\nConclusion: Austria"),
                cand("loc-2", "vlm-a", "- Reddish dirt by the road.\n- Palm trees.\nConclusion: Australia"),
                cand("loc-1", "vlm-b", "Based on the image, here is my reasoning:\n- A road.\n- Some trees by the road.\n"
                        + "Conclusion: Germany"),
                cand("loc-2", "vlm-b", "- Soil.\n- Trees and a road.\nConclusion: Brazil"),
                cand("loc-x", EVIL_MODEL, "- " + SCRIPT_STATEMENT + "\n- " + HANDLER_STATEMENT
                        + "\nConclusion: </script><script>alert(3)</script>")) + "\n", StandardCharsets.UTF_8);
        List<String> rows = new ArrayList<>();
        // vlm-a loc-1: candidate 0 <- reference 0 (1.0), candidate 1 <- reference 1 (0.8), candidate 2 unsupported
        rows.add(row("loc-1", "vlm-a", 0.6, 0.9, "Austria", "austria", true,
                align(new double[][] {{0, 1.0, 0}, {1, 0.8, 1}, {2, 0.0, 0}},
                        new String[] {"posts white black tops", "cars keep right", "sky is blue"},
                        new String[] {"white bollards black caps", "traffic drives right", "white bollards black caps"}),
                align(new double[][] {{0, 1.0, 0}, {1, 0.8, 1}},
                        new String[] {"white bollards black caps", "traffic drives right"},
                        new String[] {"posts white black tops", "cars keep right"}),
                3, "axiomatic_irrelevance", 2, "generic filler: \"sky\""));
        rows.add(row("loc-2", "vlm-a", 0.5, 0.5, "Australia", "australia", true,
                align(new double[][] {{0, 1.0, 0}, {1, 0.0, 1}}, new String[] {"reddish dirt", "palm trees"},
                        new String[] {"red soil", "tall eucalyptus trees"}),
                align(new double[][] {{0, 1.0, 0}, {1, 0.0, 1}}, new String[] {"red soil", "tall eucalyptus trees"},
                        new String[] {"reddish dirt", "palm trees"}),
                2, null, 0, null));
        rows.add(row("loc-1", "vlm-b", 0.1, 0.1, "Austria", "germany", false,
                align(new double[][] {{0, 0.2, 0}, {1, 0.0, 1}}, new String[] {"a road", "trees by the road"},
                        new String[] {"white bollards black caps", "traffic drives right"}),
                align(new double[][] {{0, 0.2, 0}, {1, 0.0, 1}},
                        new String[] {"white bollards black caps", "traffic drives right"},
                        new String[] {"a road", "trees by the road"}),
                2, "false_tool_use", 1, "claims a look-up"));
        ObjectNode failed = JsonLines.object();
        failed.put("id", "loc-2");
        failed.put("model", "vlm-b");
        failed.putNull("precision");
        failed.putNull("recall");
        failed.putNull("f1");
        failed.put("judge_error", "the server kept failing");
        failed.put("country", "Australia");
        rows.add(JsonLines.write(failed));
        rows.add(row("loc-x", EVIL_MODEL, 0.5, 0.5, "\"><img src=x onerror=alert(4)>", "<i>ireland</i>", false,
                align(new double[][] {{0, 0.5, 0}, {1, 0.5, 1}}, new String[] {SCRIPT_STATEMENT, HANDLER_STATEMENT},
                        new String[] {"dry stone walls", "sheep on a hill"}),
                align(new double[][] {{0, 0.5, 1}, {1, 0.5, 0}}, new String[] {"dry stone walls", "sheep on a hill"},
                        new String[] {HANDLER_STATEMENT, SCRIPT_STATEMENT}),
                2, "misattribution", 0, "<script>alert(5)</script>"));
        Path scores = dir.resolve("scores.jsonl");
        Files.writeString(scores, String.join("\n", rows) + "\n", StandardCharsets.UTF_8);
        Path gt = dir.resolve("gtpred-scores.jsonl");
        Files.writeString(gt, String.join("\n",
                "{\"id\":\"g1\",\"model\":\"model-a\",\"location_mode\":\"paper\",\"year_score\":1.0,"
                        + "\"location_score\":0.5,\"distance_km\":3.2,\"geoguessr_points\":4989,\"notes\":[]}",
                "{\"id\":\"g2\",\"model\":\"model-a\",\"location_mode\":\"paper\",\"year_score\":0.0,"
                        + "\"location_score\":1.0,\"notes\":[\"no predicted year\"]}") + "\n", StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("truth.jsonl"), String.join("\n",
                "{\"id\":\"g1\",\"year\":1995,\"location\":{\"country\":\"France\",\"city\":\"Paris\"}}",
                "{\"id\":\"g2\",\"year\":\"1960s\",\"location\":{\"country\":\"Japan\",\"city\":\"Kyoto\"}}") + "\n",
                StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("predictions.jsonl"), String.join("\n",
                "{\"id\":\"g1\",\"model\":\"model-a\",\"year\":\"mid 1990s\",\"location\":{\"country\":\"FR\","
                        + "\"city\":\"Lyon <script>\"}}",
                "{\"id\":\"g2\",\"model\":\"model-a\",\"location\":{\"country\":\"Japan\",\"city\":\"Kyoto\"}}")
                + "\n", StandardCharsets.UTF_8);
        return new ReportFixture(refs, cands, scores, gt);
    }

    private static String ref(String id, String chain, String country) {
        ObjectNode o = JsonLines.object();
        o.put("id", id);
        o.put("chain", chain);
        o.put("country", country);
        return JsonLines.write(o);
    }

    private static String cand(String id, String model, String chain) {
        ObjectNode o = JsonLines.object();
        o.put("id", id);
        o.put("model", model);
        o.put("chain", chain);
        return JsonLines.write(o);
    }

    /** Alignments: {statement index, credit, support statement index} per clause, with their texts. */
    private static ArrayNode align(double[][] rows, String[] clauses, String[] supports) {
        ArrayNode arr = JsonLines.array();
        for (int i = 0; i < rows.length; i++) {
            ObjectNode a = arr.addObject();
            a.put("index", i);
            a.put("statement_index", (int) rows[i][0]);
            a.put("statement", clauses[i]);
            a.put("score", rows[i][1]);
            a.put("support_index", (int) rows[i][2]);
            a.put("support_statement_index", (int) rows[i][2]);
            a.put("support", supports[i]);
            a.put("reason", "cosine " + rows[i][1]);
        }
        return arr;
    }

    private static String row(String id, String model, double p, double r, String country, String predicted,
                              boolean correct, ArrayNode cand, ArrayNode ref, int statements, String flag,
                              int flagIndex, String flagReason) {
        ObjectNode o = JsonLines.object();
        o.put("id", id);
        o.put("model", model);
        o.put("precision", p);
        o.put("recall", r);
        o.put("f1", p + r == 0 ? 0 : 2 * p * r / (p + r));
        o.put("country", country);
        o.put("judge", "hand-written");
        o.set("candidate_alignments", cand);
        o.set("reference_alignments", ref);
        o.put("predicted_country", predicted);
        o.put("country_correct", correct);
        o.put("statements", statements);
        ObjectNode flags = o.putObject("flags");
        for (String f : List.of("false_tool_use", "axiomatic_irrelevance", "misattribution")) {
            flags.put(f, f.equals(flag) ? 1 : 0);
        }
        ArrayNode list = o.putArray("flagged_statements");
        if (flag != null) {
            list.addObject().put("index", flagIndex).put("flag", flag).put("reason", flagReason);
        }
        return JsonLines.write(o);
    }
}
