/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $Array = $util.global.Array, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $String = $util.global.String, $isFinite = $util.global.isFinite, $Boolean = $util.global.Boolean;

const $root = $protobuf.roots["game_state"] || ($protobuf.roots["game_state"] = {});

export const bench = $root.bench = (() => {

    const bench = {};

    bench.game_state = (function() {

        const game_state = {};

        game_state.GameState = (function() {

            const GameState = function (properties) {
                this.players = {};
                this.enemies = {};
                this.projectiles = {};
                this.loot = {};
                this.scores = {};
                this.killFeed = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            GameState.prototype.tick = 0;
            GameState.prototype.uptimeMs = 0;
            GameState.prototype.matchTimer = 0;
            GameState.prototype.phase = 0;
            GameState.prototype.mapName = "";
            GameState.prototype.players = $util.emptyObject;
            GameState.prototype.enemies = $util.emptyObject;
            GameState.prototype.projectiles = $util.emptyObject;
            GameState.prototype.loot = $util.emptyObject;
            GameState.prototype.scores = $util.emptyObject;
            GameState.prototype.killFeed = $util.emptyArray;

            GameState.create = function(properties) {
                return new GameState(properties);
            };

            GameState.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.tick != null && $Object.hasOwnProperty.call(message, "tick") && message.tick !== 0)
                    writer.uint32(8).uint32(message.tick);
                if (message.uptimeMs != null && $Object.hasOwnProperty.call(message, "uptimeMs") && message.uptimeMs !== 0)
                    writer.uint32(16).uint32(message.uptimeMs);
                if (message.matchTimer != null && $Object.hasOwnProperty.call(message, "matchTimer") && !$Object.is(message.matchTimer, 0))
                    writer.uint32(29).float(message.matchTimer);
                if (message.phase != null && $Object.hasOwnProperty.call(message, "phase") && message.phase !== 0)
                    writer.uint32(32).int32(message.phase);
                if (message.mapName != null && $Object.hasOwnProperty.call(message, "mapName") && message.mapName !== "")
                    writer.uint32(42).string(message.mapName);
                if (message.players != null && $Object.hasOwnProperty.call(message, "players"))
                    for (let keys = $Object.keys(message.players), i = 0; i < keys.length; ++i) {
                        writer.uint32(50).fork().uint32(10).string(keys[i]);
                        $root.bench.game_state.Player.encode(message.players[keys[i]], writer.uint32(18).fork(), _depth + 1).ldelim().ldelim();
                    }
                if (message.enemies != null && $Object.hasOwnProperty.call(message, "enemies"))
                    for (let keys = $Object.keys(message.enemies), i = 0; i < keys.length; ++i) {
                        writer.uint32(58).fork().uint32(10).string(keys[i]);
                        $root.bench.game_state.Enemy.encode(message.enemies[keys[i]], writer.uint32(18).fork(), _depth + 1).ldelim().ldelim();
                    }
                if (message.projectiles != null && $Object.hasOwnProperty.call(message, "projectiles"))
                    for (let keys = $Object.keys(message.projectiles), i = 0; i < keys.length; ++i) {
                        writer.uint32(66).fork().uint32(10).string(keys[i]);
                        $root.bench.game_state.Projectile.encode(message.projectiles[keys[i]], writer.uint32(18).fork(), _depth + 1).ldelim().ldelim();
                    }
                if (message.loot != null && $Object.hasOwnProperty.call(message, "loot"))
                    for (let keys = $Object.keys(message.loot), i = 0; i < keys.length; ++i) {
                        writer.uint32(74).fork().uint32(10).string(keys[i]);
                        $root.bench.game_state.Loot.encode(message.loot[keys[i]], writer.uint32(18).fork(), _depth + 1).ldelim().ldelim();
                    }
                if (message.scores != null && $Object.hasOwnProperty.call(message, "scores"))
                    for (let keys = $Object.keys(message.scores), i = 0; i < keys.length; ++i)
                        writer.uint32(82).fork().uint32(10).string(keys[i]).uint32(16).uint32(message.scores[keys[i]]).ldelim();
                if (message.killFeed != null && message.killFeed.length)
                    for (let i = 0; i < message.killFeed.length; ++i)
                        $root.bench.game_state.KillEvent.encode(message.killFeed[i], writer.uint32(90).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            GameState.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            GameState.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.GameState();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.tick = value;
                            else
                                delete message.tick;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.uptimeMs = value;
                            else
                                delete message.uptimeMs;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.matchTimer = value;
                            else
                                delete message.matchTimer;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.phase = value;
                            else
                                delete message.phase;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.mapName = value;
                            else
                                delete message.mapName;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 2)
                                break;
                            if (message.players === $util.emptyObject)
                                message.players = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = null;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = $root.bench.game_state.Player.decode(reader, reader.size(), $undefined, _depth + 1, value);
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.players, key);
                            message.players[key] = value || new $root.bench.game_state.Player();
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            if (message.enemies === $util.emptyObject)
                                message.enemies = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = null;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = $root.bench.game_state.Enemy.decode(reader, reader.size(), $undefined, _depth + 1, value);
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.enemies, key);
                            message.enemies[key] = value || new $root.bench.game_state.Enemy();
                            continue;
                        }
                    case 8: {
                            if (wireType !== 2)
                                break;
                            if (message.projectiles === $util.emptyObject)
                                message.projectiles = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = null;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = $root.bench.game_state.Projectile.decode(reader, reader.size(), $undefined, _depth + 1, value);
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.projectiles, key);
                            message.projectiles[key] = value || new $root.bench.game_state.Projectile();
                            continue;
                        }
                    case 9: {
                            if (wireType !== 2)
                                break;
                            if (message.loot === $util.emptyObject)
                                message.loot = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = null;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = $root.bench.game_state.Loot.decode(reader, reader.size(), $undefined, _depth + 1, value);
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.loot, key);
                            message.loot[key] = value || new $root.bench.game_state.Loot();
                            continue;
                        }
                    case 10: {
                            if (wireType !== 2)
                                break;
                            if (message.scores === $util.emptyObject)
                                message.scores = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = 0;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 0)
                                        break;
                                    value = reader.uint32();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.scores, key);
                            message.scores[key] = value;
                            continue;
                        }
                    case 11: {
                            if (wireType !== 2)
                                break;
                            if (!(message.killFeed && message.killFeed.length))
                                message.killFeed = [];
                            message.killFeed.push($root.bench.game_state.KillEvent.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            GameState.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            GameState.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.tick != null && $Object.hasOwnProperty.call(message, "tick"))
                    if (!$util.isInteger(message.tick))
                        return "tick: integer expected";
                if (message.uptimeMs != null && $Object.hasOwnProperty.call(message, "uptimeMs"))
                    if (!$util.isInteger(message.uptimeMs))
                        return "uptimeMs: integer expected";
                if (message.matchTimer != null && $Object.hasOwnProperty.call(message, "matchTimer"))
                    if (typeof message.matchTimer !== "number")
                        return "matchTimer: number expected";
                if (message.phase != null && $Object.hasOwnProperty.call(message, "phase"))
                    if (typeof message.phase !== "number" || (message.phase | 0) !== message.phase)
                        return "phase: enum value expected";
                if (message.mapName != null && $Object.hasOwnProperty.call(message, "mapName"))
                    if (!$util.isString(message.mapName))
                        return "mapName: string expected";
                if (message.players != null && $Object.hasOwnProperty.call(message, "players")) {
                    if (!$util.isObject(message.players))
                        return "players: object expected";
                    let key = $Object.keys(message.players);
                    for (let i = 0; i < key.length; ++i) {
                        let error = $root.bench.game_state.Player.verify(message.players[key[i]], _depth + 1);
                        if (error)
                            return "players." + error;
                    }
                }
                if (message.enemies != null && $Object.hasOwnProperty.call(message, "enemies")) {
                    if (!$util.isObject(message.enemies))
                        return "enemies: object expected";
                    let key = $Object.keys(message.enemies);
                    for (let i = 0; i < key.length; ++i) {
                        let error = $root.bench.game_state.Enemy.verify(message.enemies[key[i]], _depth + 1);
                        if (error)
                            return "enemies." + error;
                    }
                }
                if (message.projectiles != null && $Object.hasOwnProperty.call(message, "projectiles")) {
                    if (!$util.isObject(message.projectiles))
                        return "projectiles: object expected";
                    let key = $Object.keys(message.projectiles);
                    for (let i = 0; i < key.length; ++i) {
                        let error = $root.bench.game_state.Projectile.verify(message.projectiles[key[i]], _depth + 1);
                        if (error)
                            return "projectiles." + error;
                    }
                }
                if (message.loot != null && $Object.hasOwnProperty.call(message, "loot")) {
                    if (!$util.isObject(message.loot))
                        return "loot: object expected";
                    let key = $Object.keys(message.loot);
                    for (let i = 0; i < key.length; ++i) {
                        let error = $root.bench.game_state.Loot.verify(message.loot[key[i]], _depth + 1);
                        if (error)
                            return "loot." + error;
                    }
                }
                if (message.scores != null && $Object.hasOwnProperty.call(message, "scores")) {
                    if (!$util.isObject(message.scores))
                        return "scores: object expected";
                    let key = $Object.keys(message.scores);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isInteger(message.scores[key[i]]))
                            return "scores: integer{k:string} expected";
                }
                if (message.killFeed != null && $Object.hasOwnProperty.call(message, "killFeed")) {
                    if (!$Array.isArray(message.killFeed))
                        return "killFeed: array expected";
                    for (let i = 0; i < message.killFeed.length; ++i) {
                        let error = $root.bench.game_state.KillEvent.verify(message.killFeed[i], _depth + 1);
                        if (error)
                            return "killFeed." + error;
                    }
                }
                return null;
            };

            GameState.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.GameState)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.GameState: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.GameState();
                if (object.tick != null)
                    if ($Number(object.tick) !== 0)
                        message.tick = object.tick >>> 0;
                if (object.uptimeMs != null)
                    if ($Number(object.uptimeMs) !== 0)
                        message.uptimeMs = object.uptimeMs >>> 0;
                if (object.matchTimer != null)
                    if (!$Object.is($Number(object.matchTimer), 0))
                        message.matchTimer = $Number(object.matchTimer);
                if (object.phase !== 0 && (typeof object.phase !== "string" || $root.bench.game_state.MatchPhase[object.phase] !== 0))
                    switch (object.phase) {
                    case "LOBBY":
                    case 0:
                        message.phase = 0;
                        break;
                    case "WARMUP":
                    case 1:
                        message.phase = 1;
                        break;
                    case "IN_PROGRESS":
                    case 2:
                        message.phase = 2;
                        break;
                    case "OVERTIME":
                    case 3:
                        message.phase = 3;
                        break;
                    case "ENDED":
                    case 4:
                        message.phase = 4;
                        break;
                    default:
                        if (typeof object.phase === "number" && (object.phase | 0) === object.phase)
                            message.phase = object.phase;
                    }
                if (object.mapName != null)
                    if (typeof object.mapName !== "string" || object.mapName.length)
                        message.mapName = $String(object.mapName);
                if (object.players) {
                    if (!$util.isObject(object.players))
                        throw $TypeError(".bench.game_state.GameState.players: object expected");
                    message.players = {};
                    for (let keys = $Object.keys(object.players), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.players, keys[i]);
                        if (!$util.isObject(object.players[keys[i]]))
                            throw $TypeError(".bench.game_state.GameState.players: object expected");
                        message.players[keys[i]] = $root.bench.game_state.Player.fromObject(object.players[keys[i]], _depth + 1);
                    }
                }
                if (object.enemies) {
                    if (!$util.isObject(object.enemies))
                        throw $TypeError(".bench.game_state.GameState.enemies: object expected");
                    message.enemies = {};
                    for (let keys = $Object.keys(object.enemies), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.enemies, keys[i]);
                        if (!$util.isObject(object.enemies[keys[i]]))
                            throw $TypeError(".bench.game_state.GameState.enemies: object expected");
                        message.enemies[keys[i]] = $root.bench.game_state.Enemy.fromObject(object.enemies[keys[i]], _depth + 1);
                    }
                }
                if (object.projectiles) {
                    if (!$util.isObject(object.projectiles))
                        throw $TypeError(".bench.game_state.GameState.projectiles: object expected");
                    message.projectiles = {};
                    for (let keys = $Object.keys(object.projectiles), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.projectiles, keys[i]);
                        if (!$util.isObject(object.projectiles[keys[i]]))
                            throw $TypeError(".bench.game_state.GameState.projectiles: object expected");
                        message.projectiles[keys[i]] = $root.bench.game_state.Projectile.fromObject(object.projectiles[keys[i]], _depth + 1);
                    }
                }
                if (object.loot) {
                    if (!$util.isObject(object.loot))
                        throw $TypeError(".bench.game_state.GameState.loot: object expected");
                    message.loot = {};
                    for (let keys = $Object.keys(object.loot), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.loot, keys[i]);
                        if (!$util.isObject(object.loot[keys[i]]))
                            throw $TypeError(".bench.game_state.GameState.loot: object expected");
                        message.loot[keys[i]] = $root.bench.game_state.Loot.fromObject(object.loot[keys[i]], _depth + 1);
                    }
                }
                if (object.scores) {
                    if (!$util.isObject(object.scores))
                        throw $TypeError(".bench.game_state.GameState.scores: object expected");
                    message.scores = {};
                    for (let keys = $Object.keys(object.scores), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.scores, keys[i]);
                        message.scores[keys[i]] = object.scores[keys[i]] >>> 0;
                    }
                }
                if (object.killFeed) {
                    if (!$Array.isArray(object.killFeed))
                        throw $TypeError(".bench.game_state.GameState.killFeed: array expected");
                    message.killFeed = $Array(object.killFeed.length);
                    for (let i = 0; i < object.killFeed.length; ++i) {
                        if (!$util.isObject(object.killFeed[i]))
                            throw $TypeError(".bench.game_state.GameState.killFeed: object expected");
                        message.killFeed[i] = $root.bench.game_state.KillEvent.fromObject(object.killFeed[i], _depth + 1);
                    }
                }
                return message;
            };

            GameState.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.killFeed = [];
                if (options.objects || options.defaults) {
                    object.players = {};
                    object.enemies = {};
                    object.projectiles = {};
                    object.loot = {};
                    object.scores = {};
                }
                if (options.defaults) {
                    object.tick = 0;
                    object.uptimeMs = 0;
                    object.matchTimer = 0;
                    object.phase = options.enums === $String ? "LOBBY" : 0;
                    object.mapName = "";
                }
                if (message.tick != null && $Object.hasOwnProperty.call(message, "tick"))
                    object.tick = message.tick;
                if (message.uptimeMs != null && $Object.hasOwnProperty.call(message, "uptimeMs"))
                    object.uptimeMs = message.uptimeMs;
                if (message.matchTimer != null && $Object.hasOwnProperty.call(message, "matchTimer"))
                    object.matchTimer = options.json && !$isFinite(message.matchTimer) ? $String(message.matchTimer) : message.matchTimer;
                if (message.phase != null && $Object.hasOwnProperty.call(message, "phase"))
                    object.phase = options.enums === $String ? $root.bench.game_state.MatchPhase[message.phase] === $undefined ? message.phase : $root.bench.game_state.MatchPhase[message.phase] : message.phase;
                if (message.mapName != null && $Object.hasOwnProperty.call(message, "mapName"))
                    object.mapName = message.mapName;
                let keys2;
                if (message.players && (keys2 = $Object.keys(message.players)).length) {
                    object.players = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.players, keys2[j]);
                        object.players[keys2[j]] = $root.bench.game_state.Player.toObject(message.players[keys2[j]], options, _depth + 1);
                    }
                }
                if (message.enemies && (keys2 = $Object.keys(message.enemies)).length) {
                    object.enemies = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.enemies, keys2[j]);
                        object.enemies[keys2[j]] = $root.bench.game_state.Enemy.toObject(message.enemies[keys2[j]], options, _depth + 1);
                    }
                }
                if (message.projectiles && (keys2 = $Object.keys(message.projectiles)).length) {
                    object.projectiles = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.projectiles, keys2[j]);
                        object.projectiles[keys2[j]] = $root.bench.game_state.Projectile.toObject(message.projectiles[keys2[j]], options, _depth + 1);
                    }
                }
                if (message.loot && (keys2 = $Object.keys(message.loot)).length) {
                    object.loot = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.loot, keys2[j]);
                        object.loot[keys2[j]] = $root.bench.game_state.Loot.toObject(message.loot[keys2[j]], options, _depth + 1);
                    }
                }
                if (message.scores && (keys2 = $Object.keys(message.scores)).length) {
                    object.scores = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.scores, keys2[j]);
                        object.scores[keys2[j]] = message.scores[keys2[j]];
                    }
                }
                if (message.killFeed && message.killFeed.length) {
                    object.killFeed = $Array(message.killFeed.length);
                    for (let j = 0; j < message.killFeed.length; ++j)
                        object.killFeed[j] = $root.bench.game_state.KillEvent.toObject(message.killFeed[j], options, _depth + 1);
                }
                return object;
            };

            GameState.prototype.toJSON = function() {
                return GameState.toObject(this, $protobuf.util.toJSONOptions);
            };

            GameState.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.GameState";
            };

            return GameState;
        })();

        game_state.MatchPhase = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "LOBBY"] = 0;
            values[valuesById[1] = "WARMUP"] = 1;
            values[valuesById[2] = "IN_PROGRESS"] = 2;
            values[valuesById[3] = "OVERTIME"] = 3;
            values[valuesById[4] = "ENDED"] = 4;
            return values;
        })();

        game_state.Team = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "RED"] = 0;
            values[valuesById[1] = "BLUE"] = 1;
            values[valuesById[2] = "SPECTATOR"] = 2;
            return values;
        })();

        game_state.Vec2 = (function() {

            const Vec2 = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Vec2.prototype.x = 0;
            Vec2.prototype.y = 0;

            Vec2.create = function(properties) {
                return new Vec2(properties);
            };

            Vec2.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.x != null && $Object.hasOwnProperty.call(message, "x") && !$Object.is(message.x, 0))
                    writer.uint32(13).float(message.x);
                if (message.y != null && $Object.hasOwnProperty.call(message, "y") && !$Object.is(message.y, 0))
                    writer.uint32(21).float(message.y);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Vec2.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Vec2.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.Vec2();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.x = value;
                            else
                                delete message.x;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.y = value;
                            else
                                delete message.y;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Vec2.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Vec2.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    if (typeof message.x !== "number")
                        return "x: number expected";
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    if (typeof message.y !== "number")
                        return "y: number expected";
                return null;
            };

            Vec2.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.Vec2)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.Vec2: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.Vec2();
                if (object.x != null)
                    if (!$Object.is($Number(object.x), 0))
                        message.x = $Number(object.x);
                if (object.y != null)
                    if (!$Object.is($Number(object.y), 0))
                        message.y = $Number(object.y);
                return message;
            };

            Vec2.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.x = 0;
                    object.y = 0;
                }
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    object.x = options.json && !$isFinite(message.x) ? $String(message.x) : message.x;
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    object.y = options.json && !$isFinite(message.y) ? $String(message.y) : message.y;
                return object;
            };

            Vec2.prototype.toJSON = function() {
                return Vec2.toObject(this, $protobuf.util.toJSONOptions);
            };

            Vec2.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.Vec2";
            };

            return Vec2;
        })();

        game_state.Velocity = (function() {

            const Velocity = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Velocity.prototype.x = 0;
            Velocity.prototype.y = 0;

            Velocity.create = function(properties) {
                return new Velocity(properties);
            };

            Velocity.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.x != null && $Object.hasOwnProperty.call(message, "x") && !$Object.is(message.x, 0))
                    writer.uint32(13).float(message.x);
                if (message.y != null && $Object.hasOwnProperty.call(message, "y") && !$Object.is(message.y, 0))
                    writer.uint32(21).float(message.y);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Velocity.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Velocity.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.Velocity();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.x = value;
                            else
                                delete message.x;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.y = value;
                            else
                                delete message.y;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Velocity.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Velocity.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    if (typeof message.x !== "number")
                        return "x: number expected";
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    if (typeof message.y !== "number")
                        return "y: number expected";
                return null;
            };

            Velocity.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.Velocity)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.Velocity: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.Velocity();
                if (object.x != null)
                    if (!$Object.is($Number(object.x), 0))
                        message.x = $Number(object.x);
                if (object.y != null)
                    if (!$Object.is($Number(object.y), 0))
                        message.y = $Number(object.y);
                return message;
            };

            Velocity.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.x = 0;
                    object.y = 0;
                }
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    object.x = options.json && !$isFinite(message.x) ? $String(message.x) : message.x;
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    object.y = options.json && !$isFinite(message.y) ? $String(message.y) : message.y;
                return object;
            };

            Velocity.prototype.toJSON = function() {
                return Velocity.toObject(this, $protobuf.util.toJSONOptions);
            };

            Velocity.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.Velocity";
            };

            return Velocity;
        })();

        game_state.Player = (function() {

            const Player = function (properties) {
                this.inventory = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Player.prototype.name = "";
            Player.prototype.team = 0;
            Player.prototype.position = null;
            Player.prototype.velocity = null;
            Player.prototype.rotation = 0;
            Player.prototype.health = 0;
            Player.prototype.maxHealth = 0;
            Player.prototype.armor = 0;
            Player.prototype.stats = null;
            Player.prototype.inventory = $util.emptyArray;
            Player.prototype.equipped = 0;
            Player.prototype.ammo = 0;
            Player.prototype.isAlive = false;
            Player.prototype.isCrouching = false;
            Player.prototype.isSprinting = false;
            Player.prototype.targetId = null;
            Player.prototype.respawnTimer = null;
            Player.prototype.ping = 0;

            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Player.prototype, "_targetId", {
                get: $util.oneOfGetter($oneOfFields = ["targetId"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Player.prototype, "_respawnTimer", {
                get: $util.oneOfGetter($oneOfFields = ["respawnTimer"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Player.create = function(properties) {
                return new Player(properties);
            };

            Player.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                    writer.uint32(10).string(message.name);
                if (message.team != null && $Object.hasOwnProperty.call(message, "team") && message.team !== 0)
                    writer.uint32(16).int32(message.team);
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    $root.bench.game_state.Vec2.encode(message.position, writer.uint32(26).fork(), _depth + 1).ldelim();
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity"))
                    $root.bench.game_state.Velocity.encode(message.velocity, writer.uint32(34).fork(), _depth + 1).ldelim();
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation") && !$Object.is(message.rotation, 0))
                    writer.uint32(45).float(message.rotation);
                if (message.health != null && $Object.hasOwnProperty.call(message, "health") && message.health !== 0)
                    writer.uint32(48).uint32(message.health);
                if (message.maxHealth != null && $Object.hasOwnProperty.call(message, "maxHealth") && message.maxHealth !== 0)
                    writer.uint32(56).uint32(message.maxHealth);
                if (message.armor != null && $Object.hasOwnProperty.call(message, "armor") && message.armor !== 0)
                    writer.uint32(64).uint32(message.armor);
                if (message.stats != null && $Object.hasOwnProperty.call(message, "stats"))
                    $root.bench.game_state.PlayerStats.encode(message.stats, writer.uint32(74).fork(), _depth + 1).ldelim();
                if (message.inventory != null && message.inventory.length)
                    for (let i = 0; i < message.inventory.length; ++i)
                        $root.bench.game_state.InventoryItem.encode(message.inventory[i], writer.uint32(82).fork(), _depth + 1).ldelim();
                if (message.equipped != null && $Object.hasOwnProperty.call(message, "equipped") && message.equipped !== 0)
                    writer.uint32(88).int32(message.equipped);
                if (message.ammo != null && $Object.hasOwnProperty.call(message, "ammo") && message.ammo !== 0)
                    writer.uint32(96).uint32(message.ammo);
                if (message.isAlive != null && $Object.hasOwnProperty.call(message, "isAlive") && message.isAlive !== false)
                    writer.uint32(104).bool(message.isAlive);
                if (message.isCrouching != null && $Object.hasOwnProperty.call(message, "isCrouching") && message.isCrouching !== false)
                    writer.uint32(112).bool(message.isCrouching);
                if (message.isSprinting != null && $Object.hasOwnProperty.call(message, "isSprinting") && message.isSprinting !== false)
                    writer.uint32(120).bool(message.isSprinting);
                if (message.targetId != null && $Object.hasOwnProperty.call(message, "targetId"))
                    writer.uint32(130).string(message.targetId);
                if (message.respawnTimer != null && $Object.hasOwnProperty.call(message, "respawnTimer"))
                    writer.uint32(141).float(message.respawnTimer);
                if (message.ping != null && $Object.hasOwnProperty.call(message, "ping") && message.ping !== 0)
                    writer.uint32(144).uint32(message.ping);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Player.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Player.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.Player();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.name = value;
                            else
                                delete message.name;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.team = value;
                            else
                                delete message.team;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.position = $root.bench.game_state.Vec2.decode(reader, reader.size(), $undefined, _depth + 1, message.position);
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            message.velocity = $root.bench.game_state.Velocity.decode(reader, reader.size(), $undefined, _depth + 1, message.velocity);
                            continue;
                        }
                    case 5: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.rotation = value;
                            else
                                delete message.rotation;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.health = value;
                            else
                                delete message.health;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.maxHealth = value;
                            else
                                delete message.maxHealth;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.armor = value;
                            else
                                delete message.armor;
                            continue;
                        }
                    case 9: {
                            if (wireType !== 2)
                                break;
                            message.stats = $root.bench.game_state.PlayerStats.decode(reader, reader.size(), $undefined, _depth + 1, message.stats);
                            continue;
                        }
                    case 10: {
                            if (wireType !== 2)
                                break;
                            if (!(message.inventory && message.inventory.length))
                                message.inventory = [];
                            message.inventory.push($root.bench.game_state.InventoryItem.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 11: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.equipped = value;
                            else
                                delete message.equipped;
                            continue;
                        }
                    case 12: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.ammo = value;
                            else
                                delete message.ammo;
                            continue;
                        }
                    case 13: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.isAlive = value;
                            else
                                delete message.isAlive;
                            continue;
                        }
                    case 14: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.isCrouching = value;
                            else
                                delete message.isCrouching;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.isSprinting = value;
                            else
                                delete message.isSprinting;
                            continue;
                        }
                    case 16: {
                            if (wireType !== 2)
                                break;
                            message.targetId = reader.stringVerify();
                            message._targetId = "targetId";
                            continue;
                        }
                    case 17: {
                            if (wireType !== 5)
                                break;
                            message.respawnTimer = reader.float();
                            message._respawnTimer = "respawnTimer";
                            continue;
                        }
                    case 18: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.ping = value;
                            else
                                delete message.ping;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Player.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Player.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    if (!$util.isString(message.name))
                        return "name: string expected";
                if (message.team != null && $Object.hasOwnProperty.call(message, "team"))
                    if (typeof message.team !== "number" || (message.team | 0) !== message.team)
                        return "team: enum value expected";
                if (message.position != null && $Object.hasOwnProperty.call(message, "position")) {
                    let error = $root.bench.game_state.Vec2.verify(message.position, _depth + 1);
                    if (error)
                        return "position." + error;
                }
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity")) {
                    let error = $root.bench.game_state.Velocity.verify(message.velocity, _depth + 1);
                    if (error)
                        return "velocity." + error;
                }
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation"))
                    if (typeof message.rotation !== "number")
                        return "rotation: number expected";
                if (message.health != null && $Object.hasOwnProperty.call(message, "health"))
                    if (!$util.isInteger(message.health))
                        return "health: integer expected";
                if (message.maxHealth != null && $Object.hasOwnProperty.call(message, "maxHealth"))
                    if (!$util.isInteger(message.maxHealth))
                        return "maxHealth: integer expected";
                if (message.armor != null && $Object.hasOwnProperty.call(message, "armor"))
                    if (!$util.isInteger(message.armor))
                        return "armor: integer expected";
                if (message.stats != null && $Object.hasOwnProperty.call(message, "stats")) {
                    let error = $root.bench.game_state.PlayerStats.verify(message.stats, _depth + 1);
                    if (error)
                        return "stats." + error;
                }
                if (message.inventory != null && $Object.hasOwnProperty.call(message, "inventory")) {
                    if (!$Array.isArray(message.inventory))
                        return "inventory: array expected";
                    for (let i = 0; i < message.inventory.length; ++i) {
                        let error = $root.bench.game_state.InventoryItem.verify(message.inventory[i], _depth + 1);
                        if (error)
                            return "inventory." + error;
                    }
                }
                if (message.equipped != null && $Object.hasOwnProperty.call(message, "equipped"))
                    if (typeof message.equipped !== "number" || (message.equipped | 0) !== message.equipped)
                        return "equipped: enum value expected";
                if (message.ammo != null && $Object.hasOwnProperty.call(message, "ammo"))
                    if (!$util.isInteger(message.ammo))
                        return "ammo: integer expected";
                if (message.isAlive != null && $Object.hasOwnProperty.call(message, "isAlive"))
                    if (typeof message.isAlive !== "boolean")
                        return "isAlive: boolean expected";
                if (message.isCrouching != null && $Object.hasOwnProperty.call(message, "isCrouching"))
                    if (typeof message.isCrouching !== "boolean")
                        return "isCrouching: boolean expected";
                if (message.isSprinting != null && $Object.hasOwnProperty.call(message, "isSprinting"))
                    if (typeof message.isSprinting !== "boolean")
                        return "isSprinting: boolean expected";
                if (message.targetId != null && $Object.hasOwnProperty.call(message, "targetId")) {
                    properties._targetId = 1;
                    if (!$util.isString(message.targetId))
                        return "targetId: string expected";
                }
                if (message.respawnTimer != null && $Object.hasOwnProperty.call(message, "respawnTimer")) {
                    properties._respawnTimer = 1;
                    if (typeof message.respawnTimer !== "number")
                        return "respawnTimer: number expected";
                }
                if (message.ping != null && $Object.hasOwnProperty.call(message, "ping"))
                    if (!$util.isInteger(message.ping))
                        return "ping: integer expected";
                return null;
            };

            Player.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.Player)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.Player: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.Player();
                if (object.name != null)
                    if (typeof object.name !== "string" || object.name.length)
                        message.name = $String(object.name);
                if (object.team !== 0 && (typeof object.team !== "string" || $root.bench.game_state.Team[object.team] !== 0))
                    switch (object.team) {
                    case "RED":
                    case 0:
                        message.team = 0;
                        break;
                    case "BLUE":
                    case 1:
                        message.team = 1;
                        break;
                    case "SPECTATOR":
                    case 2:
                        message.team = 2;
                        break;
                    default:
                        if (typeof object.team === "number" && (object.team | 0) === object.team)
                            message.team = object.team;
                    }
                if (object.position != null) {
                    if (!$util.isObject(object.position))
                        throw $TypeError(".bench.game_state.Player.position: object expected");
                    message.position = $root.bench.game_state.Vec2.fromObject(object.position, _depth + 1);
                }
                if (object.velocity != null) {
                    if (!$util.isObject(object.velocity))
                        throw $TypeError(".bench.game_state.Player.velocity: object expected");
                    message.velocity = $root.bench.game_state.Velocity.fromObject(object.velocity, _depth + 1);
                }
                if (object.rotation != null)
                    if (!$Object.is($Number(object.rotation), 0))
                        message.rotation = $Number(object.rotation);
                if (object.health != null)
                    if ($Number(object.health) !== 0)
                        message.health = object.health >>> 0;
                if (object.maxHealth != null)
                    if ($Number(object.maxHealth) !== 0)
                        message.maxHealth = object.maxHealth >>> 0;
                if (object.armor != null)
                    if ($Number(object.armor) !== 0)
                        message.armor = object.armor >>> 0;
                if (object.stats != null) {
                    if (!$util.isObject(object.stats))
                        throw $TypeError(".bench.game_state.Player.stats: object expected");
                    message.stats = $root.bench.game_state.PlayerStats.fromObject(object.stats, _depth + 1);
                }
                if (object.inventory) {
                    if (!$Array.isArray(object.inventory))
                        throw $TypeError(".bench.game_state.Player.inventory: array expected");
                    message.inventory = $Array(object.inventory.length);
                    for (let i = 0; i < object.inventory.length; ++i) {
                        if (!$util.isObject(object.inventory[i]))
                            throw $TypeError(".bench.game_state.Player.inventory: object expected");
                        message.inventory[i] = $root.bench.game_state.InventoryItem.fromObject(object.inventory[i], _depth + 1);
                    }
                }
                if (object.equipped !== 0 && (typeof object.equipped !== "string" || $root.bench.game_state.Weapon[object.equipped] !== 0))
                    switch (object.equipped) {
                    case "FISTS":
                    case 0:
                        message.equipped = 0;
                        break;
                    case "PISTOL":
                    case 1:
                        message.equipped = 1;
                        break;
                    case "SMG":
                    case 2:
                        message.equipped = 2;
                        break;
                    case "SHOTGUN":
                    case 3:
                        message.equipped = 3;
                        break;
                    case "ASSAULT_RIFLE":
                    case 4:
                        message.equipped = 4;
                        break;
                    case "SNIPER_RIFLE":
                    case 5:
                        message.equipped = 5;
                        break;
                    case "ROCKET_LAUNCHER":
                    case 6:
                        message.equipped = 6;
                        break;
                    default:
                        if (typeof object.equipped === "number" && (object.equipped | 0) === object.equipped)
                            message.equipped = object.equipped;
                    }
                if (object.ammo != null)
                    if ($Number(object.ammo) !== 0)
                        message.ammo = object.ammo >>> 0;
                if (object.isAlive != null)
                    if (object.isAlive)
                        message.isAlive = $Boolean(object.isAlive);
                if (object.isCrouching != null)
                    if (object.isCrouching)
                        message.isCrouching = $Boolean(object.isCrouching);
                if (object.isSprinting != null)
                    if (object.isSprinting)
                        message.isSprinting = $Boolean(object.isSprinting);
                if (object.targetId != null)
                    message.targetId = $String(object.targetId);
                if (object.respawnTimer != null)
                    message.respawnTimer = $Number(object.respawnTimer);
                if (object.ping != null)
                    if ($Number(object.ping) !== 0)
                        message.ping = object.ping >>> 0;
                return message;
            };

            Player.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.inventory = [];
                if (options.defaults) {
                    object.name = "";
                    object.team = options.enums === $String ? "RED" : 0;
                    object.position = null;
                    object.velocity = null;
                    object.rotation = 0;
                    object.health = 0;
                    object.maxHealth = 0;
                    object.armor = 0;
                    object.stats = null;
                    object.equipped = options.enums === $String ? "FISTS" : 0;
                    object.ammo = 0;
                    object.isAlive = false;
                    object.isCrouching = false;
                    object.isSprinting = false;
                    object.ping = 0;
                }
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    object.name = message.name;
                if (message.team != null && $Object.hasOwnProperty.call(message, "team"))
                    object.team = options.enums === $String ? $root.bench.game_state.Team[message.team] === $undefined ? message.team : $root.bench.game_state.Team[message.team] : message.team;
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    object.position = $root.bench.game_state.Vec2.toObject(message.position, options, _depth + 1);
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity"))
                    object.velocity = $root.bench.game_state.Velocity.toObject(message.velocity, options, _depth + 1);
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation"))
                    object.rotation = options.json && !$isFinite(message.rotation) ? $String(message.rotation) : message.rotation;
                if (message.health != null && $Object.hasOwnProperty.call(message, "health"))
                    object.health = message.health;
                if (message.maxHealth != null && $Object.hasOwnProperty.call(message, "maxHealth"))
                    object.maxHealth = message.maxHealth;
                if (message.armor != null && $Object.hasOwnProperty.call(message, "armor"))
                    object.armor = message.armor;
                if (message.stats != null && $Object.hasOwnProperty.call(message, "stats"))
                    object.stats = $root.bench.game_state.PlayerStats.toObject(message.stats, options, _depth + 1);
                if (message.inventory && message.inventory.length) {
                    object.inventory = $Array(message.inventory.length);
                    for (let j = 0; j < message.inventory.length; ++j)
                        object.inventory[j] = $root.bench.game_state.InventoryItem.toObject(message.inventory[j], options, _depth + 1);
                }
                if (message.equipped != null && $Object.hasOwnProperty.call(message, "equipped"))
                    object.equipped = options.enums === $String ? $root.bench.game_state.Weapon[message.equipped] === $undefined ? message.equipped : $root.bench.game_state.Weapon[message.equipped] : message.equipped;
                if (message.ammo != null && $Object.hasOwnProperty.call(message, "ammo"))
                    object.ammo = message.ammo;
                if (message.isAlive != null && $Object.hasOwnProperty.call(message, "isAlive"))
                    object.isAlive = message.isAlive;
                if (message.isCrouching != null && $Object.hasOwnProperty.call(message, "isCrouching"))
                    object.isCrouching = message.isCrouching;
                if (message.isSprinting != null && $Object.hasOwnProperty.call(message, "isSprinting"))
                    object.isSprinting = message.isSprinting;
                if (message.targetId != null && $Object.hasOwnProperty.call(message, "targetId"))
                    object.targetId = message.targetId;
                if (message.respawnTimer != null && $Object.hasOwnProperty.call(message, "respawnTimer"))
                    object.respawnTimer = options.json && !$isFinite(message.respawnTimer) ? $String(message.respawnTimer) : message.respawnTimer;
                if (message.ping != null && $Object.hasOwnProperty.call(message, "ping"))
                    object.ping = message.ping;
                return object;
            };

            Player.prototype.toJSON = function() {
                return Player.toObject(this, $protobuf.util.toJSONOptions);
            };

            Player.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.Player";
            };

            return Player;
        })();

        game_state.PlayerStats = (function() {

            const PlayerStats = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            PlayerStats.prototype.kills = 0;
            PlayerStats.prototype.deaths = 0;
            PlayerStats.prototype.assists = 0;
            PlayerStats.prototype.score = 0;
            PlayerStats.prototype.accuracy = 0;

            PlayerStats.create = function(properties) {
                return new PlayerStats(properties);
            };

            PlayerStats.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.kills != null && $Object.hasOwnProperty.call(message, "kills") && message.kills !== 0)
                    writer.uint32(8).uint32(message.kills);
                if (message.deaths != null && $Object.hasOwnProperty.call(message, "deaths") && message.deaths !== 0)
                    writer.uint32(16).uint32(message.deaths);
                if (message.assists != null && $Object.hasOwnProperty.call(message, "assists") && message.assists !== 0)
                    writer.uint32(24).uint32(message.assists);
                if (message.score != null && $Object.hasOwnProperty.call(message, "score") && message.score !== 0)
                    writer.uint32(32).uint32(message.score);
                if (message.accuracy != null && $Object.hasOwnProperty.call(message, "accuracy") && !$Object.is(message.accuracy, 0))
                    writer.uint32(45).float(message.accuracy);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            PlayerStats.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            PlayerStats.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.PlayerStats();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.kills = value;
                            else
                                delete message.kills;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.deaths = value;
                            else
                                delete message.deaths;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.assists = value;
                            else
                                delete message.assists;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.score = value;
                            else
                                delete message.score;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.accuracy = value;
                            else
                                delete message.accuracy;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            PlayerStats.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            PlayerStats.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.kills != null && $Object.hasOwnProperty.call(message, "kills"))
                    if (!$util.isInteger(message.kills))
                        return "kills: integer expected";
                if (message.deaths != null && $Object.hasOwnProperty.call(message, "deaths"))
                    if (!$util.isInteger(message.deaths))
                        return "deaths: integer expected";
                if (message.assists != null && $Object.hasOwnProperty.call(message, "assists"))
                    if (!$util.isInteger(message.assists))
                        return "assists: integer expected";
                if (message.score != null && $Object.hasOwnProperty.call(message, "score"))
                    if (!$util.isInteger(message.score))
                        return "score: integer expected";
                if (message.accuracy != null && $Object.hasOwnProperty.call(message, "accuracy"))
                    if (typeof message.accuracy !== "number")
                        return "accuracy: number expected";
                return null;
            };

            PlayerStats.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.PlayerStats)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.PlayerStats: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.PlayerStats();
                if (object.kills != null)
                    if ($Number(object.kills) !== 0)
                        message.kills = object.kills >>> 0;
                if (object.deaths != null)
                    if ($Number(object.deaths) !== 0)
                        message.deaths = object.deaths >>> 0;
                if (object.assists != null)
                    if ($Number(object.assists) !== 0)
                        message.assists = object.assists >>> 0;
                if (object.score != null)
                    if ($Number(object.score) !== 0)
                        message.score = object.score >>> 0;
                if (object.accuracy != null)
                    if (!$Object.is($Number(object.accuracy), 0))
                        message.accuracy = $Number(object.accuracy);
                return message;
            };

            PlayerStats.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.kills = 0;
                    object.deaths = 0;
                    object.assists = 0;
                    object.score = 0;
                    object.accuracy = 0;
                }
                if (message.kills != null && $Object.hasOwnProperty.call(message, "kills"))
                    object.kills = message.kills;
                if (message.deaths != null && $Object.hasOwnProperty.call(message, "deaths"))
                    object.deaths = message.deaths;
                if (message.assists != null && $Object.hasOwnProperty.call(message, "assists"))
                    object.assists = message.assists;
                if (message.score != null && $Object.hasOwnProperty.call(message, "score"))
                    object.score = message.score;
                if (message.accuracy != null && $Object.hasOwnProperty.call(message, "accuracy"))
                    object.accuracy = options.json && !$isFinite(message.accuracy) ? $String(message.accuracy) : message.accuracy;
                return object;
            };

            PlayerStats.prototype.toJSON = function() {
                return PlayerStats.toObject(this, $protobuf.util.toJSONOptions);
            };

            PlayerStats.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.PlayerStats";
            };

            return PlayerStats;
        })();

        game_state.InventoryItem = (function() {

            const InventoryItem = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            InventoryItem.prototype.id = 0;
            InventoryItem.prototype.kind = 0;
            InventoryItem.prototype.count = 0;

            InventoryItem.create = function(properties) {
                return new InventoryItem(properties);
            };

            InventoryItem.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                    writer.uint32(8).uint32(message.id);
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                    writer.uint32(16).int32(message.kind);
                if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                    writer.uint32(24).uint32(message.count);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            InventoryItem.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            InventoryItem.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.InventoryItem();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.id = value;
                            else
                                delete message.id;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.kind = value;
                            else
                                delete message.kind;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.count = value;
                            else
                                delete message.count;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            InventoryItem.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            InventoryItem.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    if (!$util.isInteger(message.id))
                        return "id: integer expected";
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    if (typeof message.kind !== "number" || (message.kind | 0) !== message.kind)
                        return "kind: enum value expected";
                if (message.count != null && $Object.hasOwnProperty.call(message, "count"))
                    if (!$util.isInteger(message.count))
                        return "count: integer expected";
                return null;
            };

            InventoryItem.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.InventoryItem)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.InventoryItem: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.InventoryItem();
                if (object.id != null)
                    if ($Number(object.id) !== 0)
                        message.id = object.id >>> 0;
                if (object.kind !== 0 && (typeof object.kind !== "string" || $root.bench.game_state.ItemKind[object.kind] !== 0))
                    switch (object.kind) {
                    case "MEDKIT":
                    case 0:
                        message.kind = 0;
                        break;
                    case "ARMOR_PLATE":
                    case 1:
                        message.kind = 1;
                        break;
                    case "GRENADE":
                    case 2:
                        message.kind = 2;
                        break;
                    case "AMMO_LIGHT":
                    case 3:
                        message.kind = 3;
                        break;
                    case "AMMO_HEAVY":
                    case 4:
                        message.kind = 4;
                        break;
                    case "AMMO_SHELLS":
                    case 5:
                        message.kind = 5;
                        break;
                    case "KEYCARD":
                    case 6:
                        message.kind = 6;
                        break;
                    case "SCRAP":
                    case 7:
                        message.kind = 7;
                        break;
                    default:
                        if (typeof object.kind === "number" && (object.kind | 0) === object.kind)
                            message.kind = object.kind;
                    }
                if (object.count != null)
                    if ($Number(object.count) !== 0)
                        message.count = object.count >>> 0;
                return message;
            };

            InventoryItem.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.id = 0;
                    object.kind = options.enums === $String ? "MEDKIT" : 0;
                    object.count = 0;
                }
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    object.id = message.id;
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    object.kind = options.enums === $String ? $root.bench.game_state.ItemKind[message.kind] === $undefined ? message.kind : $root.bench.game_state.ItemKind[message.kind] : message.kind;
                if (message.count != null && $Object.hasOwnProperty.call(message, "count"))
                    object.count = message.count;
                return object;
            };

            InventoryItem.prototype.toJSON = function() {
                return InventoryItem.toObject(this, $protobuf.util.toJSONOptions);
            };

            InventoryItem.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.InventoryItem";
            };

            return InventoryItem;
        })();

        game_state.ItemKind = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "MEDKIT"] = 0;
            values[valuesById[1] = "ARMOR_PLATE"] = 1;
            values[valuesById[2] = "GRENADE"] = 2;
            values[valuesById[3] = "AMMO_LIGHT"] = 3;
            values[valuesById[4] = "AMMO_HEAVY"] = 4;
            values[valuesById[5] = "AMMO_SHELLS"] = 5;
            values[valuesById[6] = "KEYCARD"] = 6;
            values[valuesById[7] = "SCRAP"] = 7;
            return values;
        })();

        game_state.Weapon = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "FISTS"] = 0;
            values[valuesById[1] = "PISTOL"] = 1;
            values[valuesById[2] = "SMG"] = 2;
            values[valuesById[3] = "SHOTGUN"] = 3;
            values[valuesById[4] = "ASSAULT_RIFLE"] = 4;
            values[valuesById[5] = "SNIPER_RIFLE"] = 5;
            values[valuesById[6] = "ROCKET_LAUNCHER"] = 6;
            return values;
        })();

        game_state.Enemy = (function() {

            const Enemy = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Enemy.prototype.kind = 0;
            Enemy.prototype.position = null;
            Enemy.prototype.velocity = null;
            Enemy.prototype.rotation = 0;
            Enemy.prototype.health = 0;
            Enemy.prototype.state = 0;
            Enemy.prototype.targetId = null;

            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Enemy.prototype, "_targetId", {
                get: $util.oneOfGetter($oneOfFields = ["targetId"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Enemy.create = function(properties) {
                return new Enemy(properties);
            };

            Enemy.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                    writer.uint32(8).int32(message.kind);
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    $root.bench.game_state.Vec2.encode(message.position, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity"))
                    $root.bench.game_state.Velocity.encode(message.velocity, writer.uint32(26).fork(), _depth + 1).ldelim();
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation") && !$Object.is(message.rotation, 0))
                    writer.uint32(37).float(message.rotation);
                if (message.health != null && $Object.hasOwnProperty.call(message, "health") && message.health !== 0)
                    writer.uint32(40).uint32(message.health);
                if (message.state != null && $Object.hasOwnProperty.call(message, "state") && message.state !== 0)
                    writer.uint32(48).int32(message.state);
                if (message.targetId != null && $Object.hasOwnProperty.call(message, "targetId"))
                    writer.uint32(58).string(message.targetId);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Enemy.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Enemy.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.Enemy();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.kind = value;
                            else
                                delete message.kind;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.position = $root.bench.game_state.Vec2.decode(reader, reader.size(), $undefined, _depth + 1, message.position);
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.velocity = $root.bench.game_state.Velocity.decode(reader, reader.size(), $undefined, _depth + 1, message.velocity);
                            continue;
                        }
                    case 4: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.rotation = value;
                            else
                                delete message.rotation;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.health = value;
                            else
                                delete message.health;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.state = value;
                            else
                                delete message.state;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            message.targetId = reader.stringVerify();
                            message._targetId = "targetId";
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Enemy.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Enemy.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    if (typeof message.kind !== "number" || (message.kind | 0) !== message.kind)
                        return "kind: enum value expected";
                if (message.position != null && $Object.hasOwnProperty.call(message, "position")) {
                    let error = $root.bench.game_state.Vec2.verify(message.position, _depth + 1);
                    if (error)
                        return "position." + error;
                }
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity")) {
                    let error = $root.bench.game_state.Velocity.verify(message.velocity, _depth + 1);
                    if (error)
                        return "velocity." + error;
                }
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation"))
                    if (typeof message.rotation !== "number")
                        return "rotation: number expected";
                if (message.health != null && $Object.hasOwnProperty.call(message, "health"))
                    if (!$util.isInteger(message.health))
                        return "health: integer expected";
                if (message.state != null && $Object.hasOwnProperty.call(message, "state"))
                    if (typeof message.state !== "number" || (message.state | 0) !== message.state)
                        return "state: enum value expected";
                if (message.targetId != null && $Object.hasOwnProperty.call(message, "targetId")) {
                    properties._targetId = 1;
                    if (!$util.isString(message.targetId))
                        return "targetId: string expected";
                }
                return null;
            };

            Enemy.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.Enemy)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.Enemy: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.Enemy();
                if (object.kind !== 0 && (typeof object.kind !== "string" || $root.bench.game_state.EnemyKind[object.kind] !== 0))
                    switch (object.kind) {
                    case "GRUNT":
                    case 0:
                        message.kind = 0;
                        break;
                    case "RUNNER":
                    case 1:
                        message.kind = 1;
                        break;
                    case "BRUTE":
                    case 2:
                        message.kind = 2;
                        break;
                    case "DRONE":
                    case 3:
                        message.kind = 3;
                        break;
                    case "BOSS":
                    case 4:
                        message.kind = 4;
                        break;
                    default:
                        if (typeof object.kind === "number" && (object.kind | 0) === object.kind)
                            message.kind = object.kind;
                    }
                if (object.position != null) {
                    if (!$util.isObject(object.position))
                        throw $TypeError(".bench.game_state.Enemy.position: object expected");
                    message.position = $root.bench.game_state.Vec2.fromObject(object.position, _depth + 1);
                }
                if (object.velocity != null) {
                    if (!$util.isObject(object.velocity))
                        throw $TypeError(".bench.game_state.Enemy.velocity: object expected");
                    message.velocity = $root.bench.game_state.Velocity.fromObject(object.velocity, _depth + 1);
                }
                if (object.rotation != null)
                    if (!$Object.is($Number(object.rotation), 0))
                        message.rotation = $Number(object.rotation);
                if (object.health != null)
                    if ($Number(object.health) !== 0)
                        message.health = object.health >>> 0;
                if (object.state !== 0 && (typeof object.state !== "string" || $root.bench.game_state.AiState[object.state] !== 0))
                    switch (object.state) {
                    case "IDLE":
                    case 0:
                        message.state = 0;
                        break;
                    case "PATROL":
                    case 1:
                        message.state = 1;
                        break;
                    case "INVESTIGATE":
                    case 2:
                        message.state = 2;
                        break;
                    case "CHASE":
                    case 3:
                        message.state = 3;
                        break;
                    case "ATTACK":
                    case 4:
                        message.state = 4;
                        break;
                    case "FLEE":
                    case 5:
                        message.state = 5;
                        break;
                    case "DEAD":
                    case 6:
                        message.state = 6;
                        break;
                    default:
                        if (typeof object.state === "number" && (object.state | 0) === object.state)
                            message.state = object.state;
                    }
                if (object.targetId != null)
                    message.targetId = $String(object.targetId);
                return message;
            };

            Enemy.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.kind = options.enums === $String ? "GRUNT" : 0;
                    object.position = null;
                    object.velocity = null;
                    object.rotation = 0;
                    object.health = 0;
                    object.state = options.enums === $String ? "IDLE" : 0;
                }
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    object.kind = options.enums === $String ? $root.bench.game_state.EnemyKind[message.kind] === $undefined ? message.kind : $root.bench.game_state.EnemyKind[message.kind] : message.kind;
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    object.position = $root.bench.game_state.Vec2.toObject(message.position, options, _depth + 1);
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity"))
                    object.velocity = $root.bench.game_state.Velocity.toObject(message.velocity, options, _depth + 1);
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation"))
                    object.rotation = options.json && !$isFinite(message.rotation) ? $String(message.rotation) : message.rotation;
                if (message.health != null && $Object.hasOwnProperty.call(message, "health"))
                    object.health = message.health;
                if (message.state != null && $Object.hasOwnProperty.call(message, "state"))
                    object.state = options.enums === $String ? $root.bench.game_state.AiState[message.state] === $undefined ? message.state : $root.bench.game_state.AiState[message.state] : message.state;
                if (message.targetId != null && $Object.hasOwnProperty.call(message, "targetId"))
                    object.targetId = message.targetId;
                return object;
            };

            Enemy.prototype.toJSON = function() {
                return Enemy.toObject(this, $protobuf.util.toJSONOptions);
            };

            Enemy.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.Enemy";
            };

            return Enemy;
        })();

        game_state.EnemyKind = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "GRUNT"] = 0;
            values[valuesById[1] = "RUNNER"] = 1;
            values[valuesById[2] = "BRUTE"] = 2;
            values[valuesById[3] = "DRONE"] = 3;
            values[valuesById[4] = "BOSS"] = 4;
            return values;
        })();

        game_state.AiState = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "IDLE"] = 0;
            values[valuesById[1] = "PATROL"] = 1;
            values[valuesById[2] = "INVESTIGATE"] = 2;
            values[valuesById[3] = "CHASE"] = 3;
            values[valuesById[4] = "ATTACK"] = 4;
            values[valuesById[5] = "FLEE"] = 5;
            values[valuesById[6] = "DEAD"] = 6;
            return values;
        })();

        game_state.Projectile = (function() {

            const Projectile = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Projectile.prototype.ownerId = "";
            Projectile.prototype.weapon = 0;
            Projectile.prototype.position = null;
            Projectile.prototype.velocity = null;
            Projectile.prototype.damage = 0;
            Projectile.prototype.ttl = 0;

            Projectile.create = function(properties) {
                return new Projectile(properties);
            };

            Projectile.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.ownerId != null && $Object.hasOwnProperty.call(message, "ownerId") && message.ownerId !== "")
                    writer.uint32(10).string(message.ownerId);
                if (message.weapon != null && $Object.hasOwnProperty.call(message, "weapon") && message.weapon !== 0)
                    writer.uint32(16).int32(message.weapon);
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    $root.bench.game_state.Vec2.encode(message.position, writer.uint32(26).fork(), _depth + 1).ldelim();
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity"))
                    $root.bench.game_state.Velocity.encode(message.velocity, writer.uint32(34).fork(), _depth + 1).ldelim();
                if (message.damage != null && $Object.hasOwnProperty.call(message, "damage") && message.damage !== 0)
                    writer.uint32(40).uint32(message.damage);
                if (message.ttl != null && $Object.hasOwnProperty.call(message, "ttl") && !$Object.is(message.ttl, 0))
                    writer.uint32(53).float(message.ttl);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Projectile.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Projectile.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.Projectile();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.ownerId = value;
                            else
                                delete message.ownerId;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.weapon = value;
                            else
                                delete message.weapon;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.position = $root.bench.game_state.Vec2.decode(reader, reader.size(), $undefined, _depth + 1, message.position);
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            message.velocity = $root.bench.game_state.Velocity.decode(reader, reader.size(), $undefined, _depth + 1, message.velocity);
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.damage = value;
                            else
                                delete message.damage;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.ttl = value;
                            else
                                delete message.ttl;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Projectile.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Projectile.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.ownerId != null && $Object.hasOwnProperty.call(message, "ownerId"))
                    if (!$util.isString(message.ownerId))
                        return "ownerId: string expected";
                if (message.weapon != null && $Object.hasOwnProperty.call(message, "weapon"))
                    if (typeof message.weapon !== "number" || (message.weapon | 0) !== message.weapon)
                        return "weapon: enum value expected";
                if (message.position != null && $Object.hasOwnProperty.call(message, "position")) {
                    let error = $root.bench.game_state.Vec2.verify(message.position, _depth + 1);
                    if (error)
                        return "position." + error;
                }
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity")) {
                    let error = $root.bench.game_state.Velocity.verify(message.velocity, _depth + 1);
                    if (error)
                        return "velocity." + error;
                }
                if (message.damage != null && $Object.hasOwnProperty.call(message, "damage"))
                    if (!$util.isInteger(message.damage))
                        return "damage: integer expected";
                if (message.ttl != null && $Object.hasOwnProperty.call(message, "ttl"))
                    if (typeof message.ttl !== "number")
                        return "ttl: number expected";
                return null;
            };

            Projectile.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.Projectile)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.Projectile: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.Projectile();
                if (object.ownerId != null)
                    if (typeof object.ownerId !== "string" || object.ownerId.length)
                        message.ownerId = $String(object.ownerId);
                if (object.weapon !== 0 && (typeof object.weapon !== "string" || $root.bench.game_state.Weapon[object.weapon] !== 0))
                    switch (object.weapon) {
                    case "FISTS":
                    case 0:
                        message.weapon = 0;
                        break;
                    case "PISTOL":
                    case 1:
                        message.weapon = 1;
                        break;
                    case "SMG":
                    case 2:
                        message.weapon = 2;
                        break;
                    case "SHOTGUN":
                    case 3:
                        message.weapon = 3;
                        break;
                    case "ASSAULT_RIFLE":
                    case 4:
                        message.weapon = 4;
                        break;
                    case "SNIPER_RIFLE":
                    case 5:
                        message.weapon = 5;
                        break;
                    case "ROCKET_LAUNCHER":
                    case 6:
                        message.weapon = 6;
                        break;
                    default:
                        if (typeof object.weapon === "number" && (object.weapon | 0) === object.weapon)
                            message.weapon = object.weapon;
                    }
                if (object.position != null) {
                    if (!$util.isObject(object.position))
                        throw $TypeError(".bench.game_state.Projectile.position: object expected");
                    message.position = $root.bench.game_state.Vec2.fromObject(object.position, _depth + 1);
                }
                if (object.velocity != null) {
                    if (!$util.isObject(object.velocity))
                        throw $TypeError(".bench.game_state.Projectile.velocity: object expected");
                    message.velocity = $root.bench.game_state.Velocity.fromObject(object.velocity, _depth + 1);
                }
                if (object.damage != null)
                    if ($Number(object.damage) !== 0)
                        message.damage = object.damage >>> 0;
                if (object.ttl != null)
                    if (!$Object.is($Number(object.ttl), 0))
                        message.ttl = $Number(object.ttl);
                return message;
            };

            Projectile.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.ownerId = "";
                    object.weapon = options.enums === $String ? "FISTS" : 0;
                    object.position = null;
                    object.velocity = null;
                    object.damage = 0;
                    object.ttl = 0;
                }
                if (message.ownerId != null && $Object.hasOwnProperty.call(message, "ownerId"))
                    object.ownerId = message.ownerId;
                if (message.weapon != null && $Object.hasOwnProperty.call(message, "weapon"))
                    object.weapon = options.enums === $String ? $root.bench.game_state.Weapon[message.weapon] === $undefined ? message.weapon : $root.bench.game_state.Weapon[message.weapon] : message.weapon;
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    object.position = $root.bench.game_state.Vec2.toObject(message.position, options, _depth + 1);
                if (message.velocity != null && $Object.hasOwnProperty.call(message, "velocity"))
                    object.velocity = $root.bench.game_state.Velocity.toObject(message.velocity, options, _depth + 1);
                if (message.damage != null && $Object.hasOwnProperty.call(message, "damage"))
                    object.damage = message.damage;
                if (message.ttl != null && $Object.hasOwnProperty.call(message, "ttl"))
                    object.ttl = options.json && !$isFinite(message.ttl) ? $String(message.ttl) : message.ttl;
                return object;
            };

            Projectile.prototype.toJSON = function() {
                return Projectile.toObject(this, $protobuf.util.toJSONOptions);
            };

            Projectile.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.Projectile";
            };

            return Projectile;
        })();

        game_state.Loot = (function() {

            const Loot = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Loot.prototype.position = null;
            Loot.prototype.item = 0;
            Loot.prototype.quantity = 0;

            Loot.create = function(properties) {
                return new Loot(properties);
            };

            Loot.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    $root.bench.game_state.Vec2.encode(message.position, writer.uint32(10).fork(), _depth + 1).ldelim();
                if (message.item != null && $Object.hasOwnProperty.call(message, "item") && message.item !== 0)
                    writer.uint32(16).int32(message.item);
                if (message.quantity != null && $Object.hasOwnProperty.call(message, "quantity") && message.quantity !== 0)
                    writer.uint32(24).uint32(message.quantity);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Loot.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Loot.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.Loot();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.position = $root.bench.game_state.Vec2.decode(reader, reader.size(), $undefined, _depth + 1, message.position);
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.item = value;
                            else
                                delete message.item;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.quantity = value;
                            else
                                delete message.quantity;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Loot.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Loot.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.position != null && $Object.hasOwnProperty.call(message, "position")) {
                    let error = $root.bench.game_state.Vec2.verify(message.position, _depth + 1);
                    if (error)
                        return "position." + error;
                }
                if (message.item != null && $Object.hasOwnProperty.call(message, "item"))
                    if (typeof message.item !== "number" || (message.item | 0) !== message.item)
                        return "item: enum value expected";
                if (message.quantity != null && $Object.hasOwnProperty.call(message, "quantity"))
                    if (!$util.isInteger(message.quantity))
                        return "quantity: integer expected";
                return null;
            };

            Loot.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.Loot)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.Loot: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.Loot();
                if (object.position != null) {
                    if (!$util.isObject(object.position))
                        throw $TypeError(".bench.game_state.Loot.position: object expected");
                    message.position = $root.bench.game_state.Vec2.fromObject(object.position, _depth + 1);
                }
                if (object.item !== 0 && (typeof object.item !== "string" || $root.bench.game_state.ItemKind[object.item] !== 0))
                    switch (object.item) {
                    case "MEDKIT":
                    case 0:
                        message.item = 0;
                        break;
                    case "ARMOR_PLATE":
                    case 1:
                        message.item = 1;
                        break;
                    case "GRENADE":
                    case 2:
                        message.item = 2;
                        break;
                    case "AMMO_LIGHT":
                    case 3:
                        message.item = 3;
                        break;
                    case "AMMO_HEAVY":
                    case 4:
                        message.item = 4;
                        break;
                    case "AMMO_SHELLS":
                    case 5:
                        message.item = 5;
                        break;
                    case "KEYCARD":
                    case 6:
                        message.item = 6;
                        break;
                    case "SCRAP":
                    case 7:
                        message.item = 7;
                        break;
                    default:
                        if (typeof object.item === "number" && (object.item | 0) === object.item)
                            message.item = object.item;
                    }
                if (object.quantity != null)
                    if ($Number(object.quantity) !== 0)
                        message.quantity = object.quantity >>> 0;
                return message;
            };

            Loot.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.position = null;
                    object.item = options.enums === $String ? "MEDKIT" : 0;
                    object.quantity = 0;
                }
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    object.position = $root.bench.game_state.Vec2.toObject(message.position, options, _depth + 1);
                if (message.item != null && $Object.hasOwnProperty.call(message, "item"))
                    object.item = options.enums === $String ? $root.bench.game_state.ItemKind[message.item] === $undefined ? message.item : $root.bench.game_state.ItemKind[message.item] : message.item;
                if (message.quantity != null && $Object.hasOwnProperty.call(message, "quantity"))
                    object.quantity = message.quantity;
                return object;
            };

            Loot.prototype.toJSON = function() {
                return Loot.toObject(this, $protobuf.util.toJSONOptions);
            };

            Loot.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.Loot";
            };

            return Loot;
        })();

        game_state.KillEvent = (function() {

            const KillEvent = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            KillEvent.prototype.tick = 0;
            KillEvent.prototype.killerId = "";
            KillEvent.prototype.victimId = "";
            KillEvent.prototype.weapon = 0;
            KillEvent.prototype.headshot = false;

            KillEvent.create = function(properties) {
                return new KillEvent(properties);
            };

            KillEvent.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.tick != null && $Object.hasOwnProperty.call(message, "tick") && message.tick !== 0)
                    writer.uint32(8).uint32(message.tick);
                if (message.killerId != null && $Object.hasOwnProperty.call(message, "killerId") && message.killerId !== "")
                    writer.uint32(18).string(message.killerId);
                if (message.victimId != null && $Object.hasOwnProperty.call(message, "victimId") && message.victimId !== "")
                    writer.uint32(26).string(message.victimId);
                if (message.weapon != null && $Object.hasOwnProperty.call(message, "weapon") && message.weapon !== 0)
                    writer.uint32(32).int32(message.weapon);
                if (message.headshot != null && $Object.hasOwnProperty.call(message, "headshot") && message.headshot !== false)
                    writer.uint32(40).bool(message.headshot);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            KillEvent.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            KillEvent.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.game_state.KillEvent();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.tick = value;
                            else
                                delete message.tick;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.killerId = value;
                            else
                                delete message.killerId;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.victimId = value;
                            else
                                delete message.victimId;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.weapon = value;
                            else
                                delete message.weapon;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.headshot = value;
                            else
                                delete message.headshot;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            KillEvent.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            KillEvent.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.tick != null && $Object.hasOwnProperty.call(message, "tick"))
                    if (!$util.isInteger(message.tick))
                        return "tick: integer expected";
                if (message.killerId != null && $Object.hasOwnProperty.call(message, "killerId"))
                    if (!$util.isString(message.killerId))
                        return "killerId: string expected";
                if (message.victimId != null && $Object.hasOwnProperty.call(message, "victimId"))
                    if (!$util.isString(message.victimId))
                        return "victimId: string expected";
                if (message.weapon != null && $Object.hasOwnProperty.call(message, "weapon"))
                    if (typeof message.weapon !== "number" || (message.weapon | 0) !== message.weapon)
                        return "weapon: enum value expected";
                if (message.headshot != null && $Object.hasOwnProperty.call(message, "headshot"))
                    if (typeof message.headshot !== "boolean")
                        return "headshot: boolean expected";
                return null;
            };

            KillEvent.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.game_state.KillEvent)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.game_state.KillEvent: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.game_state.KillEvent();
                if (object.tick != null)
                    if ($Number(object.tick) !== 0)
                        message.tick = object.tick >>> 0;
                if (object.killerId != null)
                    if (typeof object.killerId !== "string" || object.killerId.length)
                        message.killerId = $String(object.killerId);
                if (object.victimId != null)
                    if (typeof object.victimId !== "string" || object.victimId.length)
                        message.victimId = $String(object.victimId);
                if (object.weapon !== 0 && (typeof object.weapon !== "string" || $root.bench.game_state.Weapon[object.weapon] !== 0))
                    switch (object.weapon) {
                    case "FISTS":
                    case 0:
                        message.weapon = 0;
                        break;
                    case "PISTOL":
                    case 1:
                        message.weapon = 1;
                        break;
                    case "SMG":
                    case 2:
                        message.weapon = 2;
                        break;
                    case "SHOTGUN":
                    case 3:
                        message.weapon = 3;
                        break;
                    case "ASSAULT_RIFLE":
                    case 4:
                        message.weapon = 4;
                        break;
                    case "SNIPER_RIFLE":
                    case 5:
                        message.weapon = 5;
                        break;
                    case "ROCKET_LAUNCHER":
                    case 6:
                        message.weapon = 6;
                        break;
                    default:
                        if (typeof object.weapon === "number" && (object.weapon | 0) === object.weapon)
                            message.weapon = object.weapon;
                    }
                if (object.headshot != null)
                    if (object.headshot)
                        message.headshot = $Boolean(object.headshot);
                return message;
            };

            KillEvent.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.tick = 0;
                    object.killerId = "";
                    object.victimId = "";
                    object.weapon = options.enums === $String ? "FISTS" : 0;
                    object.headshot = false;
                }
                if (message.tick != null && $Object.hasOwnProperty.call(message, "tick"))
                    object.tick = message.tick;
                if (message.killerId != null && $Object.hasOwnProperty.call(message, "killerId"))
                    object.killerId = message.killerId;
                if (message.victimId != null && $Object.hasOwnProperty.call(message, "victimId"))
                    object.victimId = message.victimId;
                if (message.weapon != null && $Object.hasOwnProperty.call(message, "weapon"))
                    object.weapon = options.enums === $String ? $root.bench.game_state.Weapon[message.weapon] === $undefined ? message.weapon : $root.bench.game_state.Weapon[message.weapon] : message.weapon;
                if (message.headshot != null && $Object.hasOwnProperty.call(message, "headshot"))
                    object.headshot = message.headshot;
                return object;
            };

            KillEvent.prototype.toJSON = function() {
                return KillEvent.toObject(this, $protobuf.util.toJSONOptions);
            };

            KillEvent.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.game_state.KillEvent";
            };

            return KillEvent;
        })();

        return game_state;
    })();

    return bench;
})();

export {
  $root as default
};
