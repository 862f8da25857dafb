package org.georc.benchmark.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import org.georc.core.scorefile.ScoreRecord;

/**
 * The two chains a score row was computed from, read again from the references (a JSONL file or a
 * folder in the GeoRC layout) and candidates, the way {@code georc score} and {@code georc
 * experts} read them: the reference with the row's conclusion mode's parser and the row's
 * {@code reference_expert}, the candidate with the candidate parser of the same mode; an expert pair
 * ({@code expert-i-vs-j}) takes expert i's chain as the candidate and expert j's as the reference.
 */
public final class PairChains {
    private static final Pattern EXPERT_PAIR = Pattern.compile("expert-(\\d+)-vs-(\\d+)");

    /**
     * The statements a judge saw on one side, and the chain's conclusion lines.
     *
     * @param statements       the graded statements, in the judge's order
     * @param conclusion       the chain's conclusion lines
     * @param conclusionGraded whether the conclusion lines are the last graded statements
     * @param dropped          the lines the reading left out, each as {@code line N: "text" (reason)}
     */
    public record Side(List<String> statements, List<String> conclusion, boolean conclusionGraded,
                       List<String> dropped) {
        /** Copies. */
        public Side {
            statements = List.copyOf(statements);
            conclusion = List.copyOf(conclusion);
            dropped = List.copyOf(dropped);
        }
    }

    private final ReferenceSet byDefault;
    private final ReferenceSet byAuthors;
    /** The experts' chains read as the paper reading reads a candidate (for expert pairs in that mode). */
    private final ReferenceSet expertsAsPaperCandidates;
    private final Map<String, CandidateRecord> candidates;
    private final Map<String, CandidateRecord> paperCandidates;

    private PairChains(ReferenceSet byDefault, ReferenceSet byAuthors, ReferenceSet expertsAsPaperCandidates,
                       Map<String, CandidateRecord> candidates, Map<String, CandidateRecord> paperCandidates) {
        this.byDefault = byDefault;
        this.byAuthors = byAuthors;
        this.expertsAsPaperCandidates = expertsAsPaperCandidates;
        this.candidates = candidates;
        this.paperCandidates = paperCandidates;
    }

    /**
     * @param model a model name
     * @return a matcher whose groups 1 and 2 are the candidate and reference experts, when
     *         {@code matches()} says the model is an expert pair
     */
    static Matcher expertPair(String model) {
        return EXPERT_PAIR.matcher(model);
    }

    /** @return chains for no row: the report shows the judge's clauses instead */
    public static PairChains none() {
        return new PairChains(ReferenceSet.of(List.of()), ReferenceSet.of(List.of()), ReferenceSet.of(List.of()), Map.of(),
                Map.of());
    }

    /**
     * @param references     a references JSONL file or a folder in the GeoRC layout
     * @param candidateFiles candidate JSONL files (a folder's own candidate files are read too)
     * @return the chains
     */
    public static PairChains read(Path references, List<Path> candidateFiles) {
        return read(references, candidateFiles, null, null);
    }

    /**
     * @param references       a references JSONL file or a folder in the GeoRC layout
     * @param candidateFiles   candidate JSONL files (a folder's own candidate files are read too;
     *                         a file's chain wins over a folder's for the same id and model)
     * @param candidatePattern as {@code --candidate-pattern} of a folder, or null
     * @param candidateModel   as {@code --candidate-model}, or null
     * @return the chains
     */
    public static PairChains read(Path references, List<Path> candidateFiles, String candidatePattern,
                                  String candidateModel) {
        Map<String, CandidateRecord> cands = new HashMap<>();
        Map<String, CandidateRecord> paperCands = new HashMap<>();
        ReferenceSet def;
        ReferenceSet authors;
        ReferenceSet expertsPaper;
        ChainParser expertAsCandidate = ChainParser.PAPER_CANDIDATE.roundsByNumber(); // as georc experts reads it
        if (GeorcDirectory.isDirectoryLayout(references)) {
            GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                    .ignoreUnknownFiles(true).candidatePattern(candidatePattern, candidateModel).build());
            def = d.references();
            GeorcDirectory.Dataset a = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                    .ignoreUnknownFiles(true).candidatePattern(candidatePattern, candidateModel)
                    .referenceParser(ChainParser.AUTHORS_REFERENCE).build());
            authors = a.references();
            expertsPaper = GeorcDirectory.read(references, GeorcDirectory.Options.builder().ignoreUnknownFiles(true)
                    .referenceParser(expertAsCandidate).readCandidates(false).build()).references();
            for (CandidateRecord c : d.candidates()) {
                cands.put(c.key(), c);
            }
            for (CandidateRecord c : a.candidates()) {
                paperCands.put(c.key(), c);
            }
        } else {
            def = Datasets.readReferenceSet(references, Datasets.DEFAULT_MAX_CHAIN_CHARS, ChainParser.DEFAULT);
            authors = Datasets.readReferenceSet(references, Datasets.DEFAULT_MAX_CHAIN_CHARS,
                    ChainParser.AUTHORS_REFERENCE);
            expertsPaper = Datasets.readReferenceSet(references, Datasets.DEFAULT_MAX_CHAIN_CHARS, expertAsCandidate);
        }
        for (Path f : candidateFiles) {
            for (CandidateRecord c : Datasets.readCandidateFile(f, Datasets.DEFAULT_MAX_CHAIN_CHARS).candidates()) {
                cands.put(c.key(), c);
            }
            for (CandidateRecord c : Datasets.readCandidateFile(f, Datasets.DEFAULT_MAX_CHAIN_CHARS,
                    ChainParser.PAPER_CANDIDATE).candidates()) {
                paperCands.put(c.key(), c);
            }
        }
        return new PairChains(def, authors, expertsPaper, cands, paperCands);
    }

    /**
     * @param row a score row
     * @return how its conclusions were graded: its settings' {@code conclusions}, else exclude
     *         (the default of {@code georc score})
     */
    public static ConclusionMode mode(ScoreRecord row) {
        JsonNode c = row.extra() == null ? null : row.extra().path("settings").get("conclusions");
        if (c != null && c.isTextual()) {
            try {
                return ConclusionMode.fromName(c.asText());
            } catch (IllegalArgumentException e) {
                return ConclusionMode.EXCLUDE;
            }
        }
        return ConclusionMode.EXCLUDE;
    }

    /**
     * @param row a score row
     * @return the reference chain as the judge saw it, when the references hold it
     */
    public Optional<Side> reference(ScoreRecord row) {
        ConclusionMode mode = mode(row);
        ReferenceSet set = mode.referenceParser() == ChainParser.AUTHORS_REFERENCE ? byAuthors : byDefault;
        Integer expert = null;
        Matcher m = expertPair(row.model());
        if (m.matches()) {
            expert = Integer.valueOf(m.group(2));
        } else if (row.extra() != null && row.extra().path("reference_expert").canConvertToInt()) {
            expert = row.extra().get("reference_expert").asInt();
        }
        return pick(set, row.id(), expert).map(r -> side(mode.reference(r.chain()), r.chain()));
    }

    /**
     * @param row a score row
     * @return the candidate chain as the judge saw it, when the candidates (or, for an expert
     *         pair, the references) hold it
     */
    public Optional<Side> candidate(ScoreRecord row) {
        ConclusionMode mode = mode(row);
        Matcher m = expertPair(row.model());
        ReasoningChain chain;
        boolean paper = mode.candidateParser().isPaper();
        if (m.matches()) {
            chain = pick(paper ? expertsAsPaperCandidates : byDefault, row.id(), Integer.valueOf(m.group(1)))
                    .map(ReferenceRecord::chain).orElse(null);
        } else {
            CandidateRecord c = (paper ? paperCandidates : candidates).get(ScoreRecord.key(row.id(), row.model()));
            chain = c == null ? null : c.chain();
        }
        return Optional.ofNullable(chain).map(ch -> side(mode.candidate(ch), ch));
    }

    /**
     * @param id a location id
     * @return its image, when a reference names one
     */
    public Optional<Path> image(String id) {
        return byDefault.forId(id).stream().map(ReferenceRecord::image).filter(java.util.Objects::nonNull).findFirst();
    }

    private static Side side(ReasoningChain graded, ReasoningChain read) {
        return new Side(graded.statements(), read.conclusion(),
                !read.conclusion().isEmpty() && graded.statements().size() > read.statements().size(),
                read.dropped().stream().map(d -> "line " + d.line() + ": \"" + d.text() + "\" (" + d.reason() + ")")
                        .toList());
    }

    private static Optional<ReferenceRecord> pick(ReferenceSet set, String id, Integer expert) {
        List<ReferenceRecord> list = set.forId(id);
        if (list.isEmpty()) {
            return Optional.empty();
        }
        if (expert != null) {
            for (ReferenceRecord r : list) {
                if (expert.equals(r.expert())) {
                    return Optional.of(r);
                }
            }
            return list.size() == 1 && list.get(0).expert() == null ? Optional.of(list.get(0)) : Optional.empty();
        }
        return list.size() == 1 ? Optional.of(list.get(0)) : Optional.empty();
    }
}
