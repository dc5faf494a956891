/*
 * The timing of one compute unit as data: issue rules, instruction latencies, pipes and the memory system. Read from
 * sim-parameters.json (family defaults, then per-architecture values), then overridden by `set KEY VALUE`.
 */
package dev.kernelscope.model.sim;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.Architecture;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * @param schedulers             schedulers (NVIDIA sub-partitions, AMD SIMDs) per unit; 0 = from the architecture
 * @param policy                 "oldest" (the oldest ready wave issues), "youngest", "gto" (greedy-then-oldest: the
 *                               wave that issued last keeps going while ready, else the oldest), "gty"
 *                               (greedy-then-youngest), "gtoy" (greedy, then the oldest group's youngest ready wave:
 *                               groups by age, waves within a group youngest first) or "lrr" (loose round robin)
 * @param simdWidth              ALU lanes per scheduler: a wave's ALU instruction occupies the scheduler
 *                               ceil(waveSize / simdWidth) cycles
 * @param aluLatency             cycles until a dependent instruction may use an ALU result
 * @param sfuLanes               special-function lanes per scheduler (a wave occupies the SFU waveSize/sfuLanes cycles)
 * @param sfuLatency             cycles from SFU pipe exit to a dependent instruction
 * @param sharedBytesPerCycle    shared/LDS bytes per cycle per unit (a wave-access of waveSize x bytesPerLane bytes
 *                               takes that / this, times the bank-conflict multiplier)
 * @param sharedLatency          shared/LDS latency after the pipe, cycles
 * @param memoryLatency          global memory latency of an unloaded system, cycles
 * @param memoryLatencyJitter    each access's latency varies uniformly within +- this many cycles (deterministic per
 *                               access number): DRAM latency is not one number, and identical latencies keep waves in
 *                               an artificial lockstep
 * @param memoryLatencyDrift     a latency offset shared by all accesses issued in one window of
 *                               memoryLatencyDriftCycles, uniform within +- this many cycles and drawn anew for each
 *                               window (deterministic per window): the memory system's state (the other units'
 *                               traffic, DRAM rows and refresh) moves every access of a burst together, so a group's
 *                               barrier after a burst varies from one iteration to the next as the hardware's does
 * @param memoryLatencyDriftCycles the window, cycles: longer than one burst, shorter than the time between bursts
 * @param memoryBytesPerCycle    this unit's share of device bandwidth, bytes per cycle; 0 = unlimited
 * @param memoryBurstBytes       bytes the unit may send at once above its share (a token bucket's depth): the memory
 *                               system interleaves all units' bursts, so a unit's share limits its average, not each burst
 * @param memoryContention       loaded-latency coefficient C: each access waits C x rho / (1 - rho) more cycles at
 *                               bandwidth utilization rho (the other units' traffic interleaving at the DRAM)
 * @param memoryContentionWindow cycles over which rho is averaged
 * @param bytesPerLane           bytes one lane moves per memory instruction unless the step says bytes=
 * @param barrierLatency         cycles from the last wave's arrival to the release of the first wave
 * @param barrierReleaseCycles   cycles between the releases of consecutive waves of one group (in slot order): the
 *                               barrier unit wakes a group's waves one after another, so a 32-wave group's barrier
 *                               costs far more than a single wave's
 * @param groupLaunchCycles      cycles from a group's retirement to the next group's first issue in its slots
 * @param clockMhz               unit clock, only to print GB/s; 0 = unknown
 */
public record SimParameters(int schedulers, String policy, double simdWidth, double aluLatency, double sfuLanes,
                            double sfuLatency, double sharedBytesPerCycle, double sharedLatency, double memoryLatency, double memoryLatencyJitter,
                            double memoryLatencyDrift, double memoryLatencyDriftCycles, double memoryBytesPerCycle, double memoryBurstBytes, double memoryContention, double memoryContentionWindow,
                            double bytesPerLane, double barrierLatency, double barrierReleaseCycles, double groupLaunchCycles, double clockMhz,
                            List<String> assumptions, Map<String, String> sources) {

    /** Keys `set` accepts, in the order they are printed. */
    public static final List<String> KEYS = List.of("schedulers", "policy", "simdWidth", "aluLatency", "sfuLanes",
            "sfuLatency", "sharedBytesPerCycle", "sharedLatency", "memoryLatency", "memoryLatencyJitter", "memoryLatencyDrift", "memoryLatencyDriftCycles",
            "memoryBytesPerCycle", "memoryBurstBytes", "memoryContention", "memoryContentionWindow", "bytesPerLane", "barrierLatency", "barrierReleaseCycles", "groupLaunchCycles", "clockMhz");

    private static final String RESOURCE = "sim-parameters.json";

    public SimParameters {
        if (!List.of("gto", "gty", "gtoy", "oldest", "youngest", "lrr").contains(policy)) {
            throw new InvalidInputException("scheduling policy must be oldest (the oldest ready wave), youngest, gto (greedy-then-oldest),"
                    + " gty (greedy-then-youngest), gtoy (greedy, then the oldest group's youngest wave) or lrr (loose round robin), not '"
                    + policy + "'.");
        }
        require("schedulers", schedulers, 0);
        require("simdWidth", simdWidth, 1);
        require("aluLatency", aluLatency, 1);
        require("sfuLanes", sfuLanes, 1);
        require("sfuLatency", sfuLatency, 0);
        require("sharedBytesPerCycle", sharedBytesPerCycle, 1);
        require("sharedLatency", sharedLatency, 0);
        require("memoryLatency", memoryLatency, 1);
        require("memoryLatencyJitter", memoryLatencyJitter, 0);
        require("memoryLatencyDrift", memoryLatencyDrift, 0);
        require("memoryLatencyDriftCycles", memoryLatencyDriftCycles, 1);
        require("memoryBytesPerCycle", memoryBytesPerCycle, 0);
        require("memoryBurstBytes", memoryBurstBytes, 0);
        require("memoryContention", memoryContention, 0);
        require("memoryContentionWindow", memoryContentionWindow, 1);
        require("bytesPerLane", bytesPerLane, 1);
        require("barrierLatency", barrierLatency, 0);
        require("barrierReleaseCycles", barrierReleaseCycles, 0);
        require("groupLaunchCycles", groupLaunchCycles, 0);
        require("clockMhz", clockMhz, 0);
        assumptions = List.copyOf(assumptions);
        sources = Map.copyOf(sources);
    }

    private static void require(String key, double value, double min) {
        if (!(value >= min) || Double.isInfinite(value)) {
            throw new InvalidInputException("simulator parameter " + key + " must be a number >= " + (long) min + ", not " + value + ".");
        }
    }

    /** The parameters for an architecture: its family's defaults, then its own entry (AMD: gcn/cdna vs rdna). */
    public static SimParameters forArch(Architecture arch) {
        JsonNode root = Holder.ROOT;
        String family = switch (arch) {
            case AmdArch amd -> amd.generation().equals("rdna") ? "amd-rdna" : "amd-gcn";
            default -> arch.family().jsonName();
        };
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> assumptions = new ArrayList<>();
        Map<String, String> sources = new LinkedHashMap<>();
        merge(root.path("families").path(family), values, assumptions, sources);
        merge(root.path("architectures").path(arch.id()), values, assumptions, sources);
        return build(values, assumptions, sources);
    }

    /** These parameters with one value replaced; an unknown key or a bad number is an input error naming the keys. */
    public SimParameters with(String key, String value) {
        Map<String, Object> values = values();
        if (!values.containsKey(key)) {
            throw new InvalidInputException("unknown simulator parameter '" + key + "'. Known: " + String.join(", ", KEYS) + ".");
        }
        if (key.equals("policy")) {
            values.put(key, value);
        } else {
            try {
                values.put(key, Double.parseDouble(value));
            } catch (NumberFormatException e) {
                throw new InvalidInputException("simulator parameter " + key + " needs a number, not '" + value + "'.");
            }
        }
        Map<String, String> newSources = new LinkedHashMap<>(sources);
        newSources.put(key, "set by the user: " + value);
        return build(values, assumptions, newSources);
    }

    /** Every parameter by key (policy as a string, the rest as numbers). */
    public Map<String, Object> values() {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("schedulers", (double) schedulers);
        v.put("policy", policy);
        v.put("simdWidth", simdWidth);
        v.put("aluLatency", aluLatency);
        v.put("sfuLanes", sfuLanes);
        v.put("sfuLatency", sfuLatency);
        v.put("sharedBytesPerCycle", sharedBytesPerCycle);
        v.put("sharedLatency", sharedLatency);
        v.put("memoryLatency", memoryLatency);
        v.put("memoryLatencyJitter", memoryLatencyJitter);
        v.put("memoryLatencyDrift", memoryLatencyDrift);
        v.put("memoryLatencyDriftCycles", memoryLatencyDriftCycles);
        v.put("memoryBytesPerCycle", memoryBytesPerCycle);
        v.put("memoryBurstBytes", memoryBurstBytes);
        v.put("memoryContention", memoryContention);
        v.put("memoryContentionWindow", memoryContentionWindow);
        v.put("bytesPerLane", bytesPerLane);
        v.put("barrierLatency", barrierLatency);
        v.put("barrierReleaseCycles", barrierReleaseCycles);
        v.put("groupLaunchCycles", groupLaunchCycles);
        v.put("clockMhz", clockMhz);
        return v;
    }

    private static SimParameters build(Map<String, Object> v, List<String> assumptions, Map<String, String> sources) {
        return new SimParameters((int) num(v, "schedulers"), String.valueOf(v.getOrDefault("policy", "gto")).toLowerCase(Locale.ROOT),
                num(v, "simdWidth"), num(v, "aluLatency"), num(v, "sfuLanes"), num(v, "sfuLatency"),
                num(v, "sharedBytesPerCycle"), num(v, "sharedLatency"), num(v, "memoryLatency"), num(v, "memoryLatencyJitter"),
                num(v, "memoryLatencyDrift"), num(v, "memoryLatencyDriftCycles"), num(v, "memoryBytesPerCycle"), num(v, "memoryBurstBytes"),
                num(v, "memoryContention"), num(v, "memoryContentionWindow"), num(v, "bytesPerLane"), num(v, "barrierLatency"),
                num(v, "barrierReleaseCycles"), num(v, "groupLaunchCycles"), num(v, "clockMhz"), assumptions, sources);
    }

    private static double num(Map<String, Object> v, String key) {
        Object value = v.get(key);
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value == null) {
            return 0;
        }
        throw new InvalidInputException("simulator parameter " + key + " needs a number, not '" + value + "'.");
    }

    private static void merge(JsonNode node, Map<String, Object> values, List<String> assumptions, Map<String, String> sources) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            switch (e.getKey()) {
                case "assumptions" -> e.getValue().forEach(a -> assumptions.add(a.asText()));
                case "sources" -> e.getValue().fields().forEachRemaining(s -> sources.put(s.getKey(), s.getValue().asText()));
                case "policy" -> values.put("policy", e.getValue().asText());
                default -> values.put(e.getKey(), e.getValue().asDouble());
            }
        }
    }

    private static final class Holder {
        static final JsonNode ROOT = load();

        private static JsonNode load() {
            try (InputStream in = SimParameters.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + RESOURCE + " next to " + SimParameters.class.getName());
                }
                return new ObjectMapper().readTree(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
